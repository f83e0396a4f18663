import { protectionMessages, type ResponsiblePlay } from '@pkr/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { daysFromNow, freePlay } from '@/testing/responsible-play';
import { CrashPage } from './crash-page';

// No socket: the page is shown as it is before the first live message. The curve is not this test's subject.
vi.mock('@/lib/realtime/use-realtime', () => ({
  useRealtime: () => ({ status: 'open', usingFallback: false, authenticated: true, error: null, requestGameState: () => undefined }),
}));
vi.mock('./crash-curve', () => ({ CrashCurve: () => null }));

function openPage(protection: ResponsiblePlay) {
  stubFetch({
    '/api/user': { body: alice },
    '/api/responsible-play': { body: protection },
    '/api/games/crash/round-bets': { body: { round: 6, bets: [], count: 0, totalAmount: 0 } },
  });
  localStorage.setItem('user', JSON.stringify(alice));
  renderAt('/crash', <CrashPage />);
}

describe('the Crash page of a player who stepped away', () => {
  it('shows the break and its end instead of the bet panel', async () => {
    const breakUntil = daysFromNow(30);
    openPage({ ...freePlay, breakUntil });
    expect((await screen.findByTestId('play-paused')).textContent).toBe(protectionMessages.onBreak(new Date(breakUntil), new Date()));
    expect(screen.queryByRole('region', { name: 'Place a bet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Responsible Play' }).getAttribute('href')).toBe('/responsible-play');
  });

  it('shows the bet panel to a player with no break', async () => {
    openPage(freePlay);
    expect(await screen.findByRole('region', { name: 'Place a bet' })).toBeTruthy();
    expect(screen.queryByTestId('play-paused')).toBeNull();
  });
});
