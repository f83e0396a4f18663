import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { autoplaysQueryKey } from '@/lib/live-game/autoplay-api';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { crashPanelGame, runningAutoplay } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { BetPanels } from './bet-panels';

vi.mock('@/lib/realtime/realtime', () => import('@/testing/realtime-stub'));

const running = runningAutoplay(2);
const game = crashPanelGame;
const panel = (slot: 1 | 2) => within(screen.getByRole('region', { name: `Bet ${slot}` }));
const selectedTab = (slot: 1 | 2) => panel(slot).getByRole('tab', { selected: true }).textContent;

describe('the bet panels of a player whose auto-play runs', () => {
  it('open the panel it runs in on its Auto tab when the page opens, and again when the socket comes back', async () => {
    stubFetch({ '/api/autoplay': [{ body: { autoplays: [running] } }, { body: { autoplays: [{ ...running, roundsLeft: 2, net: -10 }] } }] });
    const queryClient = createQueryClient();
    renderAt(
      '/crash',
      <BetPanels game={game} round={null} bets={[]} phase="betting" dispatch={() => undefined} requestGameState={() => undefined} paused={false} />,
      queryClient,
    );

    expect(await screen.findByTestId('autoplay-rounds-left')).toHaveProperty('textContent', '3');
    expect([selectedTab(1), selectedTab(2)]).toEqual(['Bet', 'Auto']);
    expect(panel(2).getByRole('button', { name: 'Stop' })).toBeTruthy();

    fireEvent.click(panel(2).getByRole('tab', { name: 'Bet' }));
    expect(selectedTab(2)).toBe('Bet');
    // A socket that opens again has the running auto-plays read anew (LiveBalance), as the page does on opening.
    act(() => void queryClient.invalidateQueries({ queryKey: autoplaysQueryKey }));
    expect(await screen.findByTestId('autoplay-rounds-left')).toHaveProperty('textContent', '2');
    expect([selectedTab(1), selectedTab(2)]).toEqual(['Bet', 'Auto']);
    expect(panel(2).getByText('-Rs. 10')).toBeTruthy();
  });

  it("keep the second panel's close control off while its auto-play runs, saying why", async () => {
    stubFetch({ '/api/autoplay': [{ body: { autoplays: [running] } }] });
    renderAt('/crash', <BetPanels game={game} round={null} bets={[]} phase="betting" dispatch={() => undefined} requestGameState={() => undefined} paused={false} />);

    await screen.findByTestId('autoplay-rounds-left');
    const close = panel(2).getByRole('button', { name: 'Remove this bet panel' });
    expect(close).toHaveProperty('disabled', true);
    expect(close.getAttribute('title')).toBe('A panel whose auto-play runs stays open');
    fireEvent.click(close);
    expect(screen.getByRole('region', { name: 'Bet 2' })).toBeTruthy();
  });
});
