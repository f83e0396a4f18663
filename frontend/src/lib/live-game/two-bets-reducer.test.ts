import type { ActiveBet, PlaceBetReply, RoundTableBet, ServerMessage } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { liveGameReducer } from './game-reducer';
import { initialLiveView, type LiveView } from './game-state';

const me = '3f1c6a4e-8a47-4d3c-9a5e-2b1f0c9d7e61';
const first = '0b6f3c1e-4d2a-4f5b-9c8d-7e6f5a4b3c2d';
const second = 'd1d1d1d1-4d2a-4f5b-9c8d-7e6f5a4b3c2d';
const placed = (id: string, slot: 1 | 2, amount = 100): PlaceBetReply['bet'] => ({ id, amount, autoCashoutAt: null, multipleCashouts: 1, round: 8, gameType: 'crash', slot });
const active = (id: string, slot: 1 | 2, amount = 100): ActiveBet => ({ id, userId: me, username: 'alice', amount, status: 'active', cashoutMultiplier: null, autoCashoutAt: null, slot });
const row = (id: string, change: Partial<RoundTableBet> = {}): RoundTableBet => ({ id, userId: me, username: 'alice', amount: 100, slot: 1, cashoutMultiplier: null, winAmount: null, ...change });
const apply = (view: LiveView, message: ServerMessage) => liveGameReducer(view, { kind: 'message', message, receivedAt: 10_000, userId: me });
const betting = (round: number): ServerMessage => ({ type: 'betting_phase', gameType: 'crash', round, seconds: 5, bettingEndsAt: 58_000, previousHash: 'cd' });
const update = (round: number, change: Partial<Extract<ServerMessage, { type: 'round_bets_update' }>>): ServerMessage => ({
  type: 'round_bets_update',
  gameType: 'crash',
  round,
  bets: [],
  removed: [],
  count: 0,
  totalAmount: 0,
  ...change,
});

describe('two bets a round', () => {
  it('holds one bet per slot and settles each on its own: one cashed out, one lost', () => {
    const open = apply(initialLiveView, betting(8));
    const both = liveGameReducer(liveGameReducer(open, { kind: 'bet_placed', bet: placed(first, 1) }), { kind: 'bet_placed', bet: placed(second, 2, 50) });
    expect(both.myBets.map((bet) => [bet.slot, bet.amount])).toEqual([[1, 100], [2, 50]]);

    const cashed = liveGameReducer(both, { kind: 'cashed_out', betId: second, winAmount: 75, multiplier: 1.5 });
    const crashed = apply(cashed, { type: 'game_crash', gameType: 'crash', crashPoint: 2, gameId: 8, round: 8, hash: 'ef' });
    expect(crashed.myBets).toMatchObject([
      { slot: 1, isActive: false, hasCashedOut: false },
      { slot: 2, hasCashedOut: true, winAmount: 75 },
    ]);
    expect(apply(crashed, betting(9)).myBets).toEqual([]);
  });

  it('puts a bet the socket told of before its answer in the slot the server names', () => {
    const open = apply(initialLiveView, betting(8));
    const told = apply(open, { type: 'bet_placed', gameType: 'crash', bet: active(second, 2, 50), id: second, userId: me, username: 'alice', amount: 50 });
    expect(told.myBets.map((bet) => [bet.slot, bet.id])).toEqual([[2, second]]);
    const answered = liveGameReducer(told, { kind: 'bet_placed', bet: placed(second, 2, 50) });
    expect(answered.myBets.map((bet) => [bet.slot, bet.id])).toEqual([[2, second]]);
    const firstToo = liveGameReducer(answered, { kind: 'bet_placed', bet: placed(first, 1) });
    expect(firstToo.myBets.map((bet) => [bet.slot, bet.id])).toEqual([[1, first], [2, second]]);
  });

  it('frees the slot of a cancelled bet', () => {
    const both = liveGameReducer(liveGameReducer(apply(initialLiveView, betting(8)), { kind: 'bet_placed', bet: placed(first, 1) }), { kind: 'bet_placed', bet: placed(second, 2) });
    expect(liveGameReducer(both, { kind: 'bet_cancelled', betId: first }).myBets.map((bet) => bet.slot)).toEqual([2]);
    expect(apply(both, update(8, { removed: [second], count: 1, totalAmount: 100 })).myBets.map((bet) => bet.slot)).toEqual([1]);
  });
});

describe("the round's live table", () => {
  const seed = { round: 8, bets: [row(first)], count: 1, totalAmount: 100 };

  it('starts from round-bets and takes each update: rows by id, cancelled ids out, the count and total as sent', () => {
    const seeded = liveGameReducer(apply(initialLiveView, betting(8)), { kind: 'table_seeded', reply: seed });
    expect(seeded.table).toMatchObject({ round: 8, count: 1, totalAmount: 100 });
    const other = row(second, { userId: 'c0c0c0c0-4d2a-4f5b-9c8d-7e6f5a4b3c2d', username: 'bob', amount: 40 });
    const grown = apply(seeded, update(8, { bets: [other], count: 2, totalAmount: 140 }));
    expect(grown.table.bets.map((bet) => bet.username)).toEqual(['alice', 'bob']);
    const cashed = apply(grown, update(8, { bets: [{ ...other, cashoutMultiplier: 2, winAmount: 80 }], removed: [first], count: 1, totalAmount: 40 }));
    expect(cashed.table).toMatchObject({ count: 1, totalAmount: 40, bets: [{ username: 'bob', cashoutMultiplier: 2, winAmount: 80 }] });
  });

  it('clears on the next round and ignores an older round', () => {
    const seeded = liveGameReducer(apply(initialLiveView, betting(8)), { kind: 'table_seeded', reply: seed });
    const next = apply(seeded, betting(9));
    expect(next.table).toMatchObject({ round: 9, bets: [], count: 0, totalAmount: 0 });
    expect(apply(next, update(8, { bets: [row(second)], count: 2, totalAmount: 200 })).table).toBe(next.table);
    expect(liveGameReducer(next, { kind: 'table_seeded', reply: seed }).table).toBe(next.table);
  });

  it('keeps the updates that came before the seed answered, adding only the rows they did not name', () => {
    const early = apply(apply(initialLiveView, betting(8)), update(8, { bets: [row(second, { slot: 2 })], count: 2, totalAmount: 200 }));
    const seeded = liveGameReducer(early, { kind: 'table_seeded', reply: { ...seed, count: 1, totalAmount: 100 } });
    expect(seeded.table).toMatchObject({ count: 2, totalAmount: 200 });
    expect(seeded.table.bets.map((bet) => bet.id)).toEqual([first, second]);
  });
});
