import type { RoundTableBet, ServerMessage } from '@pkr/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameMessageHandler } from '@/lib/realtime/use-realtime';
import { i18next } from '@/i18n';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { freePlay } from '@/testing/responsible-play';
import { CrashPage } from './crash-page';

// The page is driven by hand-made server messages instead of a socket. The curve is not this test's subject. As the
// real hook's, the request for a state is one function for the page's life.
const live = vi.hoisted(() => ({ deliver: (() => undefined) as GameMessageHandler, requestGameState: () => undefined }));
vi.mock('@/lib/realtime/use-realtime', () => ({
  useRealtime: (_game: string, onMessage: GameMessageHandler) => {
    live.deliver = onMessage;
    return { status: 'open', usingFallback: false, authenticated: true, error: null, requestGameState: live.requestGameState };
  },
}));
vi.mock('./crash-curve', () => ({ CrashCurve: () => null }));

const firstBet = '0b6f3c1e-4d2a-4f5b-9c8d-7e6f5a4b3c2d';
const secondBet = 'd1d1d1d1-4d2a-4f5b-9c8d-7e6f5a4b3c2d';
const omarId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const placed = (id: string, slot: 1 | 2, amount: number) => ({
  body: { bet: { id, amount, autoCashoutAt: null, multipleCashouts: 1, round: 7, gameType: 'crash', slot }, betId: id, slot },
});
const row = (id: string, change: Partial<RoundTableBet> = {}): RoundTableBet => ({
  id,
  userId: alice.id,
  username: 'alice',
  amount: 100,
  slot: 1,
  cashoutMultiplier: null,
  winAmount: null,
  ...change,
});

const send = (message: ServerMessage) => act(() => live.deliver(message));
const base = { timestamp: 0, gameType: 'crash' } as const;
const betting = (round: number) => send({ ...base, type: 'betting_phase', round, seconds: 7, bettingEndsAt: Date.now() + 7_000, previousHash: 'h' });
const takeOff = (round: number) => send({ ...base, type: 'new_game', round, gameId: round, startedAt: Date.now() });
const panel = (slot: 1 | 2) => within(screen.getByRole('region', { name: `Bet ${slot}` }));
const bodiesOf = (url: string) => vi.mocked(fetch).mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(String(init?.body)));

async function openPage(routes: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({
    '/api/user': { body: alice },
    '/api/responsible-play': { body: freePlay },
    '/api/autoplay': { body: { autoplays: [] } },
    '/api/games/crash/round-bets': { body: { round: 7, bets: [row(firstBet, { userId: omarId, username: 'omar', amount: 40 })], count: 1, totalAmount: 40 } },
    [`/api/avatars?userIds=${omarId}`]: { body: [] },
    [`/api/avatars?userIds=${omarId},${alice.id}`]: { body: [] },
    [`/api/avatars?userIds=${alice.id},${omarId}`]: { body: [] },
    ...routes,
  });
  localStorage.setItem('user', JSON.stringify(alice));
  renderAt('/crash', <CrashPage />);
  await screen.findByRole('region', { name: 'Place a bet' });
}

describe('two bets on the Crash page', () => {
  it('opens a second panel from + and closes it with its own control', async () => {
    await openPage();
    expect(screen.queryByRole('region', { name: 'Bet 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a second bet' }));
    expect(panel(2).getByRole('button', { name: 'Bet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a second bet' })).toBeNull();
    fireEvent.click(panel(2).getByRole('button', { name: 'Remove this bet panel' }));
    expect(screen.queryByRole('region', { name: 'Bet 2' })).toBeNull();
  });

  it("walks each panel's button from Bet to Cancel to Cash out and back to Bet, each request naming its slot", async () => {
    await openPage({
      '/api/bet': [placed(firstBet, 1, 100), placed(secondBet, 2, 50)],
      '/api/bet/cancel': { body: { betId: firstBet, slot: 1, balance: 1250.75 } },
      '/api/cashout': { body: { betId: secondBet, slot: 2, winAmount: 50, multiplier: 1 } },
    });
    await betting(7);
    fireEvent.click(screen.getByRole('button', { name: 'Add a second bet' }));
    fireEvent.click(panel(1).getByRole('button', { name: 'Bet' }));
    await panel(1).findByRole('button', { name: 'Cancel' });
    fireEvent.change(panel(2).getByLabelText('Bet Amount (PKR)'), { target: { value: '50' } });
    fireEvent.click(panel(2).getByRole('button', { name: 'Bet' }));
    await panel(2).findByRole('button', { name: 'Cancel' });
    expect(bodiesOf('/api/bet')).toEqual([
      { amount: 10, gameType: 'crash', slot: 1 },
      { amount: 50, gameType: 'crash', slot: 2 },
    ]);
    expect(panel(2).getByRole('button', { name: 'Remove this bet panel' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(panel(1).getByRole('button', { name: 'Cancel' }));
    await panel(1).findByRole('button', { name: 'Bet' });
    expect(bodiesOf('/api/bet/cancel')).toEqual([{ gameType: 'crash', slot: 1, betId: firstBet }]);

    await takeOff(7);
    expect(panel(1).getByRole('button', { name: 'Bet' }).hasAttribute('disabled')).toBe(true);
    const cashOut = panel(2).getByRole('button', { name: 'Cash out Rs. 50' });
    fireEvent.pointerDown(cashOut);
    await screen.findByText('Cash out successful!');
    fireEvent.click(panel(2).getByRole('button', { name: 'Bet' }));
    expect(bodiesOf('/api/cashout')).toEqual([{ gameType: 'crash', slot: 2, betId: secondBet }]);
    expect(panel(2).getByTestId('bet-status-2').textContent).toBe('Won at 1.00x');

    await send({ ...base, type: 'game_crash', round: 7, gameId: 7, crashPoint: 1.4, hash: 'h' });
    await betting(8);
    expect(panel(2).getByRole('button', { name: 'Bet' }).hasAttribute('disabled')).toBe(false);
    expect(panel(2).getByText('No bet this round')).toBeTruthy();
  });

  it("shows a refused cancel in the server's words and keeps the bet", async () => {
    await openPage({
      '/api/bet': placed(firstBet, 1, 10),
      '/api/bet/cancel': { status: 409, body: { message: 'Betting is closed for this round' } },
    });
    await betting(7);
    fireEvent.click(panel(1).getByRole('button', { name: 'Bet' }));
    fireEvent.click(await panel(1).findByRole('button', { name: 'Cancel' }));
    await screen.findByText('Betting is closed for this round');
    expect(panel(1).getByTestId('bet-status-1').textContent).toBe('Active');
  });

  it('seeds the live table from round-bets and keeps it by round_bets_update, cleared by the next round', async () => {
    await openPage();
    const table = within(screen.getByRole('region', { name: 'Live bets' }));
    await table.findByText('omar');
    expect(table.getByTestId('round-bets-count').textContent).toBe('1 bet');

    await send({ ...base, type: 'round_bets_update', round: 7, bets: [row(secondBet, { amount: 100 })], removed: [], count: 2, totalAmount: 140 });
    expect(table.getByText('alice')).toBeTruthy();
    expect(table.getByTestId('round-bets-total').textContent).toBe('Total 140.00 PKR');

    await send({ ...base, type: 'round_bets_update', round: 7, bets: [row(secondBet, { cashoutMultiplier: 2.5, winAmount: 250 })], removed: [firstBet], count: 1, totalAmount: 100 });
    expect(table.queryByText('omar')).toBeNull();
    const alicesRow = table.getByText('alice').closest('tr')!;
    expect(alicesRow.textContent).toContain('2.50x');
    expect(alicesRow.textContent).toContain('250.00');

    await betting(8);
    expect(table.getByText('No bets yet this round.')).toBeTruthy();
    expect(table.getByTestId('round-bets-count').textContent).toBe('0 bets');
  });

  it("redraws a riding bet's payout with each tick, and not the panels' fields, the live table or the recent rounds", async () => {
    await openPage({ '/api/bet': placed(firstBet, 1, 100) });
    await betting(7);
    fireEvent.change(panel(1).getByLabelText('Bet Amount (PKR)'), { target: { value: '100' } });
    fireEvent.click(panel(1).getByRole('button', { name: 'Bet' }));
    await panel(1).findByRole('button', { name: 'Cancel' });
    await takeOff(7);
    await screen.findByRole('button', { name: 'Cash out Rs. 100' });

    const translate = vi.spyOn(i18next, 't');
    await send({ ...base, type: 'game_tick', round: 7, multiplier: 1.5, elapsedMs: 6_758 });
    expect(panel(1).getByRole('button', { name: 'Cash out Rs. 150' })).toBeTruthy();
    const drawn = new Set(translate.mock.calls.map(([key]) => String(key)));
    translate.mockRestore();
    expect(drawn).toContain('panels.cashOut');
    // The panels' other texts, the table's and the recent rounds' are not asked for: those parts were not drawn again.
    expect([...drawn].filter((key) => key.startsWith('panels.') && key !== 'panels.cashOut')).toEqual([]);
    expect([...drawn].filter((key) => key.startsWith('table.') || key.startsWith('recent.'))).toEqual([]);
  });
});
