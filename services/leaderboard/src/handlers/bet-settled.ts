import { type BetSettled, type EventAck, toHundredths } from '@pkr/contracts';
import { markAllProcessed, type Pool, type Queryable, withTransaction } from '@pkr/platform';
import { betsOfPlayers, insertSettledBets } from '../db/settled-bets';
import { findStandings, lockPlayers, writeStandings } from '../db/standings';
import { byPlayer, inSettlementOrder, type SettledBet } from '../domain/settled-bet';
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
 * `leaderboard.on.bet-settled.batch`: keeps the bets, then moves each player's standing, in the transaction that
 * marks the events applied; one statement per step whatever the number of events, and one write per player.
 * The standing is a function of the set of bets, so arrival order, runs and redeliveries cannot change it.
 */
export async function applyBetsSettled(pool: Pool, events: readonly BetSettled[]): Promise<EventAck[]> {
  return withTransaction(pool, async (tx) => {
    const marked = await markAllProcessed(tx, events.map((event) => event.eventId), CONSUMER);
    // An event twice in one run is applied once: its first copy.
    const applied = new Set<string>();
    const acks = events.map((event) => {
      const eventId = event.eventId.toLowerCase();
      const duplicate = !marked.has(eventId) || applied.has(eventId);
      applied.add(eventId);
      return { event, ack: { eventId: event.eventId, duplicate } };
    });
    const bets = acks.flatMap(({ event, ack }) => (ack.duplicate ? [] : [settledBetOf(event)]));
    if (bets.length > 0) await keep(tx, bets);
    return acks.map(({ ack }) => ack);
  });
}

/** `leaderboard.on.bet-settled`: one event, applied as a run of one. */
export async function applyBetSettled(pool: Pool, event: BetSettled): Promise<EventAck> {
  const [ack] = await applyBetsSettled(pool, [event]);
  return ack as EventAck;
}

/** Keeps the bets not kept before and writes the standing of every player who has one among them. */
async function keep(tx: Queryable, bets: readonly SettledBet[]): Promise<void> {
  await lockPlayers(tx, bets.map((bet) => bet.userId));
  const keptIds = await insertSettledBets(tx, bets);
  const keptByPlayer = byPlayer(bets.filter((bet) => keptIds.has(bet.betId)));
  const stored = await findStandings(tx, [...keptByPlayer.keys()]);
  const standings: Standing[] = [];
  const recompute: string[] = [];
  for (const [userId, kept] of keptByPlayer) {
    const folded = foldedInOrder(stored.get(userId), kept);
    if (folded) standings.push(folded);
    else recompute.push(userId);
  }
  for (const [first, ...rest] of (await betsOfPlayers(tx, recompute)).values()) if (first) standings.push(standingOf([first, ...rest]));
  if (standings.length > 0) await writeStandings(tx, standings);
}

/**
 * The stored standing with newly kept bets folded in, when they all settle after the latest one it holds
 * (events in order, the usual case), without reading the player's other bets. Undefined for a late bet, or a
 * player without a stored row or pass: the standing is then recomputed from all the kept bets, because the win
 * streak and the comeback depend on settlement order.
 */
const foldedInOrder = (stored: Standing | undefined, kept: readonly SettledBet[]): Standing | undefined =>
  inSettlementOrder(kept).reduce<Standing | undefined>((standing, bet) => standing && withLaterBet(standing, bet), stored);
