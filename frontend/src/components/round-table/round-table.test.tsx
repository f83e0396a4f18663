import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyRoundTable } from '@/lib/live-game/round-table';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { RoundTable } from './round-table';

const omarId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const topWin = (id: string, username: string, cashoutMultiplier: number, winAmount: number) => ({
  id,
  round: 40,
  userId: omarId,
  username,
  amount: 100,
  cashoutMultiplier,
  winAmount,
  settledAt: '2025-03-05T10:00:00.000Z',
});

describe("the round's live table", () => {
  it("shows the player's last bets in this game with their results under My bets", async () => {
    stubFetch({
      '/api/user/bets?gameType=aviator&limit=20': {
        body: {
          bets: [
            { id: '0b6f3c1e-4d2a-4f5b-9c8d-7e6f5a4b3c2d', gameType: 'aviator', round: 41, amount: 100, status: 'won', cashoutMultiplier: 2, payout: 200, placedAt: '2025-03-05T10:00:00.000Z' },
            { id: 'd1d1d1d1-4d2a-4f5b-9c8d-7e6f5a4b3c2d', gameType: 'aviator', round: 40, amount: 50, status: 'lost', cashoutMultiplier: null, payout: 0, placedAt: '2025-03-05T09:59:00.000Z' },
          ],
          hasMore: false,
        },
      },
    });
    renderAt('/aviator', <RoundTable gameType="aviator" table={emptyRoundTable} />);
    expect(screen.getByRole('tab', { name: 'All bets' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    expect(screen.getByRole('tab', { name: 'My bets' }).getAttribute('aria-selected')).toBe('true');
    const rows = await within(screen.getByRole('tabpanel')).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['#41100.002.00x+200.00', '#4050.00—lost']);
  });

  it('draws each player of All bets wearing what they have equipped', async () => {
    stubFetch({
      [`/api/avatars?userIds=${omarId}`]: { body: [{ userId: omarId, username: 'omar', avatarColor: 'green', selectedAccessories: '["crown","ice_frame"]' }] },
    });
    const bet = { id: '0b6f3c1e-4d2a-4f5b-9c8d-7e6f5a4b3c2d', userId: omarId, username: 'omar', amount: 100, slot: 1 as const, cashoutMultiplier: null, winAmount: null };
    renderAt('/crash', <RoundTable gameType="crash" table={{ round: 41, bets: [bet], count: 1, totalAmount: 100, updated: true }} />);
    const row = (await screen.findByText('omar')).closest('tr')!;
    await waitFor(() => expect(row.querySelector('[data-accessory="crown"]')).not.toBeNull());
    expect(row.querySelector('[data-accessory="ice_frame"]')).not.toBeNull();
    expect(row.querySelector('[data-avatar-size]')!.getAttribute('data-avatar-size')).toBe('24');
  });

  it('shows the biggest wins of the day, and of another period or by multiplier when chosen, under Top', async () => {
    const { calls } = stubFetch({
      '/api/games/crash/top?period=day&by=win': { body: { period: 'day', by: 'win', bets: [topWin('0b6f3c1e-4d2a-4f5b-9c8d-7e6f5a4b3c2d', 'omar', 3, 300)] } },
      '/api/games/crash/top?period=month&by=win': { body: { period: 'month', by: 'win', bets: [] } },
      '/api/games/crash/top?period=month&by=multiplier': { body: { period: 'month', by: 'multiplier', bets: [topWin('d1d1d1d1-4d2a-4f5b-9c8d-7e6f5a4b3c2d', 'zara', 50, 5000)] } },
      [`/api/avatars?userIds=${omarId}`]: { body: [] },
    });
    renderAt('/crash', <RoundTable gameType="crash" table={emptyRoundTable} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Top' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect((await panel.findByText('omar')).closest('li')!.textContent).toContain('3.00x+300.00');

    fireEvent.click(panel.getByRole('button', { name: 'Month' }));
    await panel.findByText('No wins in this period yet.');
    fireEvent.click(panel.getByRole('button', { name: 'Multipliers' }));
    expect((await panel.findByText('zara')).closest('li')!.textContent).toContain('50.00x+5,000.00');
    expect(panel.getByRole('button', { name: 'Multipliers' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => call.url).filter((url) => url.includes('/top'))).toEqual([
      '/api/games/crash/top?period=day&by=win',
      '/api/games/crash/top?period=month&by=win',
      '/api/games/crash/top?period=month&by=multiplier',
    ]);
  });
});
