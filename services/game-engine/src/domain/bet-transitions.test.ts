import { describe, expect, it } from 'vitest';
import type { Bet, BetStatus } from './bet';
import { activateBet, cancelBet, canMove, loseBet, undoWin, winBet } from './bet-transitions';

const statuses: BetStatus[] = ['placing', 'active', 'won', 'lost', 'voided'];

/** Every move a bet may make; every other pair of statuses is refused. */
const allowed = new Set(['placing>active', 'placing>voided', 'active>won', 'active>lost', 'active>voided', 'won>active']);

/** The moves only the database makes, in SQL: no function moves a bet in memory there. */
const databaseOnly = new Set(['placing>voided']);

const win = { hundredths: 250, payout: 25_000, cashoutKey: 'cash-out-1' };

/** Each function that moves a bet in memory, and the one move it makes. */
const moves = [
  { name: 'activateBet', from: 'placing', to: 'active', apply: (bet: Bet) => activateBet(bet) },
  { name: 'winBet', from: 'active', to: 'won', apply: (bet: Bet) => winBet(bet, win) },
  { name: 'undoWin', from: 'won', to: 'active', apply: (bet: Bet) => undoWin(bet) },
  { name: 'loseBet', from: 'active', to: 'lost', apply: (bet: Bet) => loseBet(bet) },
  { name: 'cancelBet', from: 'active', to: 'voided', apply: (bet: Bet) => cancelBet(bet) },
] as const;

const betIn = (status: BetStatus): Bet => ({
  id: '00000000-0000-4000-8000-000000000001',
  gameType: 'crash',
  round: 7,
  userId: '00000000-0000-4000-8000-000000000002',
  username: 'player',
  amount: 10_000,
  autoCashoutHundredths: null,
  multipleCashouts: 1,
  slot: 1,
  status,
  cashoutHundredths: status === 'won' ? win.hundredths : null,
  payout: status === 'won' ? win.payout : null,
  idempotencyKey: 'bet-1',
  cashoutKey: status === 'won' ? win.cashoutKey : undefined,
});

const pairs = statuses.flatMap((from) => statuses.map((to) => ({ from, to, allowed: allowed.has(`${from}>${to}`) })));

describe('bet transitions', () => {
  it.each(pairs)('$from to $to is allowed: $allowed', ({ from, to, allowed: expected }) => {
    expect(canMove(from, to)).toBe(expected);
  });

  it.each(pairs)('$from to $to: a function makes it in memory exactly when it is allowed there', ({ from, to, allowed: expected }) => {
    const makers = moves.filter((move) => move.from === from && move.to === to);
    expect(makers.length).toBe(expected && !databaseOnly.has(`${from}>${to}`) ? 1 : 0);
    for (const move of makers) {
      const bet = betIn(from);
      move.apply(bet);
      expect(bet.status).toBe(to);
    }
  });

  it.each(moves.flatMap((move) => statuses.map((status) => ({ ...move, status, takes: status === move.from }))))(
    '$name takes a $status bet: $takes',
    ({ apply, from, status, takes, to }) => {
      const bet = betIn(status);
      if (takes) {
        apply(bet);
        expect(bet.status).toBe(to);
      } else {
        const before = { ...bet };
        expect(() => apply(bet)).toThrow(`Bet ${bet.id} is ${status}: it cannot go from ${from} to ${to}`);
        expect(bet).toEqual(before);
      }
    },
  );

  it('gives a won bet the win figures and cash-out key, and takes them back when the write fails', () => {
    const bet = betIn('active');
    const won = winBet(bet, win);
    expect(won).toBe(bet);
    expect(bet).toMatchObject({ status: 'won', cashoutHundredths: 250, payout: 25_000, cashoutKey: 'cash-out-1' });
    undoWin(bet);
    expect(bet).toEqual(betIn('active'));
  });

  it('activates the same bet it is handed, so the round holds the active bet', () => {
    const bet = betIn('placing');
    expect(activateBet(bet)).toBe(bet);
    expect(bet.status).toBe('active');
  });
});
