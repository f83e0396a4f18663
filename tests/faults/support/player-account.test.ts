import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MoneyCall } from './money-call';
import { type AnsweredPlayer, accountViolations, type PlayerAccount, retryViolation } from './player-account';

const call = (kind: MoneyCall['kind'], body: Record<string, unknown>, status: number, answer: Record<string, unknown>): MoneyCall => {
  const final = { status, body: answer };
  return { kind, path: `/api/${kind}`, body, key: `${kind}-${randomUUID()}`, first: final, final };
};
const placed = (amount: number, round: number, autoCashoutAt: number | null = null) => ({ id: randomUUID(), amount, round, autoCashoutAt, multipleCashouts: 1, gameType: 'crash' });

const cashedOutByHand = placed(100, 1);
const autoCashedOut = placed(50, 2, 1.2);
const voidedWithItsRound = placed(70, 3);
const refused = { message: 'The bet could not be placed, please try again' };

/** A player whose every kind of answer moved the balance: 5,000 PKR less 100, plus 150, less 50, plus 60, less 70, plus 70, less 500 and 200. */
const player: AnsweredPlayer = {
  username: 'ayesha',
  startPaisa: 500_000,
  calls: [
    call('bet', { amount: 100 }, 200, { bet: cashedOutByHand }),
    call('cashout', {}, 200, { betId: cashedOutByHand.id, winAmount: 150, multiplier: 1.5 }),
    call('bet', { amount: 50, autoCashout: 1.2 }, 200, { bet: autoCashedOut }),
    call('bet', { amount: 70 }, 200, { bet: voidedWithItsRound }),
    call('bet', { amount: 30 }, 503, refused),
    call('withdraw', { amount: 500 }, 200, { id: randomUUID(), amount: 500 }),
    call('purchase', { accessoryId: 'sunglasses', price: 200 }, 200, { newBalance: 4_360 }),
    call('purchase', { accessoryId: 'fire_frame', price: 400 }, 503, { message: 'The purchase could not be completed, please try again' }),
  ],
};
const history: PlayerAccount['bets'] = [
  { id: cashedOutByHand.id, status: 'won', payout: 150 },
  { id: autoCashedOut.id, status: 'won', payout: 60 },
  { id: voidedWithItsRound.id, status: 'voided', payout: 0 },
];
const trueAccount: PlayerAccount = { balancePaisa: 436_000, owned: ['sunglasses'], bets: history };
const voidedRounds = new Set([voidedWithItsRound.round]);

describe("a player's account against the answers they were given", () => {
  it('passes an account true to every answer, an auto cash-out and a voided round included', () => {
    expect(accountViolations(player, trueAccount, voidedRounds)).toEqual([]);
  });

  it('finds a balance off by one paisa', () => {
    expect(accountViolations(player, { ...trueAccount, balancePaisa: 435_999 }, voidedRounds)).toEqual(['ayesha holds 435999 paisa where their answers imply 436000']);
  });

  it('finds an item the player was told they could not buy', () => {
    expect(accountViolations(player, { ...trueAccount, owned: ['sunglasses', 'fire_frame'] }, voidedRounds)).toEqual([
      'ayesha owns [fire_frame, sunglasses] where their accepted purchases bought [sunglasses]',
    ]);
  });

  it('finds a stake given back for a bet voided in a round that crashed', () => {
    expect(accountViolations(player, trueAccount, new Set())).toEqual(['ayesha holds 436000 paisa where their answers imply 429000']);
  });

  it('finds a win paid for a cash-out the player was told failed', () => {
    const bet = placed(100, 1);
    const refusedCashOut: AnsweredPlayer = {
      username: 'bilal',
      startPaisa: 10_000,
      calls: [call('bet', { amount: 100 }, 200, { bet }), call('cashout', {}, 400, { message: 'No active bet to cash out' })],
    };
    const account = { balancePaisa: 15_000, owned: [], bets: [{ id: bet.id, status: 'won' as const, payout: 150 }] };
    expect(accountViolations(refusedCashOut, account, new Set())).toEqual(['bilal holds 15000 paisa where their answers imply 0']);
  });

  it('finds a retry answered with another bet, or accepted after a refusal', () => {
    const [accepted, , , , refusedBet] = player.calls as [MoneyCall, MoneyCall, MoneyCall, MoneyCall, MoneyCall];
    expect(retryViolation(accepted, { status: 200, body: { bet: cashedOutByHand } })).toBeUndefined();
    expect(retryViolation(accepted, { status: 200, body: { bet: { ...cashedOutByHand, id: randomUUID() } } })).toMatch(/^bet bet-.* answered/);
    expect(retryViolation(refusedBet, { status: 503, body: refused })).toBeUndefined();
    expect(retryViolation(refusedBet, { status: 200, body: { bet: placed(30, 4) } })).toMatch(/^bet bet-.* answered/);
  });
});
