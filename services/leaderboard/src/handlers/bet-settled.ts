import { type BetSettled, toHundredths } from '@pkr/contracts';
import { markProcessed, type Pool, type Queryable, withTransaction } from '@pkr/platform';
import { betsOfPlayer, insertSettledBet } from '../db/settled-bets';
import { findStanding, lockPlayer, writeStanding } from '../db/standings';
import type { SettledBet } from '../domain/settled-bet';
import { type Standing, standingOf, withLaterBet } from '../domain/standing';

const CONSUMER = 'leaderboard.bet-settled';

const hundredths = (multiplier: number | null) => (multiplier === null ? null : toHundredths(multiplier));

export const settledBetOf = (event: BetSettled): SettledBet => ({
  // lower case as PostgreSQL gives a UUID back, so the id orders a fold and a recompute alike
  betId: event.betId.toLowerCase(),
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
 * The player's standing with a newly kept bet. A bet settled after the latest one in the stored row (events in
 * order, the usual case) is folded into it without reading the player's other bets; a late bet, or a row
 * without a stored pass, is recomputed from all the kept bets, because the win streak and the comeback depend
 * on settlement order.
 */
async function standingWith(tx: Queryable, bet: SettledBet): Promise<Standing> {
  const folded = withLaterBet(await findStanding(tx, bet.userId), bet);
  if (folded) return folded;
  const [first = bet, ...rest] = await betsOfPlayer(tx, bet.userId);
  return standingOf([first, ...rest]);
}

/**
 * `leaderboard.on.bet-settled`: keeps the bet, then moves the player's standing, in the transaction that marks
 * the event applied. The standing is a function of the set of bets, so arrival order and redeliveries cannot
 * change it.
 */
export async function applyBetSettled(pool: Pool, event: BetSettled): Promise<{ eventId: string; duplicate: boolean }> {
  return withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return { eventId: event.eventId, duplicate: true };
    await lockPlayer(tx, event.userId);
    const bet = settledBetOf(event);
    if (await insertSettledBet(tx, bet)) await writeStanding(tx, await standingWith(tx, bet));
    return { eventId: event.eventId, duplicate: false };
  });
}
