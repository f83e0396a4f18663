import { randomUUID } from 'node:crypto';
import { type RoundBetsUpdate, roundBetsUpdateSchema } from '@pkr/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bet, BetStatus } from '../domain/bet';
import { activateBet, winBet } from '../domain/bet-transitions';
import { sha256 } from '../domain/fairness-chain';
import { LiveRound } from './live-round';
import { ROUND_TABLE_UPDATE_MS, RoundTableFeed } from './round-table-feed';

const betOf = (username: string, amount: number, status: BetStatus = 'active', slot: 1 | 2 = 1): Bet => ({
  id: randomUUID(), gameType: 'aviator', round: 9, userId: randomUUID(), username, amount,
  autoCashoutHundredths: null, multipleCashouts: 1, slot, status, cashoutHundredths: null, payout: null,
});

let round: LiveRound;
let sent: RoundBetsUpdate[];
let feed: RoundTableFeed;

beforeEach(() => {
  vi.useFakeTimers();
  round = new LiveRound({ gameType: 'aviator', number: 9, hash: sha256(Buffer.from('round 9')), crashHundredths: 250, adminControlled: false, bettingEndsAt: 0 });
  sent = [];
  feed = new RoundTableFeed(round, (update) => sent.push(roundBetsUpdateSchema.parse(update)));
  feed.start();
});
afterEach(() => {
  feed.stop();
  vi.useRealTimers();
});

const tick = () => vi.advanceTimersByTime(ROUND_TABLE_UPDATE_MS);

describe("the round's live table feed", () => {
  it('sends the bets placed within one interval together, and nothing while nothing changes', () => {
    tick();
    expect(sent).toEqual([]);
    const ali = betOf('ali', 10_050);
    const sara = betOf('sara', 20_000, 'active', 2);
    const placing = betOf('omar', 5_000, 'placing');
    for (const bet of [ali, sara, placing]) round.bets.add(bet);
    tick();
    tick();
    expect(sent).toEqual([
      {
        type: 'round_bets_update', gameType: 'aviator', round: 9, removed: [], count: 2, totalAmount: 300.5,
        bets: [
          { id: ali.id, userId: ali.userId, username: 'ali', amount: 100.5, slot: 1, cashoutMultiplier: null, winAmount: null },
          { id: sara.id, userId: sara.userId, username: 'sara', amount: 200, slot: 2, cashoutMultiplier: null, winAmount: null },
        ],
      },
    ]);
    activateBet(placing);
    tick();
    expect(sent[1]).toMatchObject({ bets: [{ id: placing.id, amount: 50 }], removed: [], count: 3, totalAmount: 350.5 });
  });

  it('sends a cash-out as its row alone, once its win is written', async () => {
    const ali = betOf('ali', 10_000);
    const sara = betOf('sara', 20_000);
    round.bets.add(ali);
    round.bets.add(sara);
    tick();
    let landWrite = () => {};
    const writing = round.winsBeingRecorded.hold(sara.id, new Promise<void>((resolve) => (landWrite = resolve)));
    winBet(sara, { hundredths: 175, payout: 35_000, cashoutKey: undefined });
    tick();
    expect(sent).toHaveLength(1);
    landWrite();
    await writing;
    tick();
    expect(sent[1]).toEqual({
      type: 'round_bets_update', gameType: 'aviator', round: 9, removed: [], count: 2, totalAmount: 300,
      bets: [{ id: sara.id, userId: sara.userId, username: 'sara', amount: 200, slot: 1, cashoutMultiplier: 1.75, winAmount: 350 }],
    });
  });

  it('names a bet that left the table or was voided in removed', () => {
    const ali = betOf('ali', 10_000);
    const sara = betOf('sara', 20_000);
    round.bets.add(ali);
    round.bets.add(sara);
    tick();
    round.bets.remove(ali);
    round.bets.remove(sara);
    round.bets.add({ ...sara, status: 'voided' });
    tick();
    expect(sent[1]).toEqual({ type: 'round_bets_update', gameType: 'aviator', round: 9, bets: [], removed: [ali.id, sara.id], count: 0, totalAmount: 0 });
  });

  it('sends the last changes when the round ends, then nothing more', () => {
    const ali = betOf('ali', 10_000);
    round.bets.add(ali);
    feed.finish();
    expect(sent).toHaveLength(1);
    round.bets.add(betOf('late', 10_000));
    vi.advanceTimersByTime(ROUND_TABLE_UPDATE_MS * 10);
    expect(sent).toHaveLength(1);
  });
});
