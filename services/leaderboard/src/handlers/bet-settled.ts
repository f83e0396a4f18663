import { type BetSettled, toHundredths } from '@pkr/contracts';
import { markProcessed, type Pool, withTransaction } from '@pkr/platform';
import { betsOfPlayer, insertSettledBet } from '../db/settled-bets';
import { lockPlayer, writeStanding } from '../db/standings';
import type { SettledBet } from '../domain/settled-bet';
import { standingOf } from '../domain/standing';

const CONSUMER = 'leaderboard.bet-settled';

const hundredths = (multiplier: number | null) => (multiplier === null ? null : toHundredths(multiplier));

export const settledBetOf = (event: BetSettled): SettledBet => ({
  betId: event.betId,
  userId: event.userId,
  username: event.username,
  gameType: event.gameType,
  round: event.round,
  amount: event.amount,
  autoCashoutHundredths: hundredths(event.autoCashoutAt),
  cashoutHundredths: hundredths(event.cashoutMultiplier),
  payout: event.payout,
  crashHundredths: toHundredths(event.crashPoint),
  settledAt: new Date(event.settledAt),
});

/**
 * `leaderboard.on.bet-settled`: keeps the bet, then recomputes the player's standing from all their kept bets,
 * in the transaction that marks the event applied. The standing is a function of the set of bets, so arrival
 * order and redeliveries cannot change it.
 */
export async function applyBetSettled(pool: Pool, event: BetSettled): Promise<{ eventId: string; duplicate: boolean }> {
  return withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return { eventId: event.eventId, duplicate: true };
    await lockPlayer(tx, event.userId);
    if (await insertSettledBet(tx, settledBetOf(event))) {
      const [first, ...rest] = await betsOfPlayer(tx, event.userId);
      if (first) await writeStanding(tx, standingOf([first, ...rest]));
    }
    return { eventId: event.eventId, duplicate: false };
  });
}
