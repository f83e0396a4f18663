import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { crashPanelGame, runningAutoplay } from '@/testing/fixtures';
import { sendLive } from '@/testing/realtime-stub';
import { renderAt } from '@/testing/render';
import { AutoTab } from './auto-tab';

vi.mock('@/lib/realtime/realtime', () => import('@/testing/realtime-stub'));
const send = sendLive;

const running = runningAutoplay(1);
const { id } = running;
const game = crashPanelGame;

describe("a bet panel's Auto tab", () => {
  it('refuses a start without a loss stop, naming the field, and sends none', async () => {
    stubFetch({ '/api/autoplay': { body: { autoplays: [] } } });
    renderAt('/crash', <AutoTab game={game} slot={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Loss stop is required')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('starts with the terms filled in, shows the rounds left and net while it runs, and why it stopped', async () => {
    stubFetch({ '/api/autoplay': [{ body: { autoplays: [] } }, { body: { id } }, { body: { autoplays: [running] } }] });
    renderAt('/crash', <AutoTab game={game} slot={1} />);
    fireEvent.change(await screen.findByLabelText('Rounds'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Loss stop (PKR)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeTruthy();
    const posted = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ amount: 10, autoCashout: 2, rounds: 3, stopIfBalanceDecreasesBy: 50, gameType: 'crash', slot: 1 });

    send({ type: 'autoplay_update', id, gameType: 'crash', slot: 1, roundsLeft: 2, net: -10, stoppedReason: null });
    expect(await screen.findByText('2')).toBeTruthy();
    expect(screen.getByText('-Rs. 10')).toBeTruthy();
    send({ type: 'autoplay_update', id, gameType: 'crash', slot: 1, roundsLeft: 1, net: -50, stoppedReason: 'loss-stop' });
    expect(await screen.findByText('Auto-play stopped: Loss stop reached')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
