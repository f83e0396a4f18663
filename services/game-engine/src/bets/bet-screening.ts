import { type AppError, startOfPakistanDay } from '@pkr/contracts';
import { type Pool, withConnection, withTransaction } from '@pkr/platform';
import { insertPlacingBets, removePlacing } from '../db/bet-placements';
import { lockPlayersBets, netLossesSince, readPlayerGuards } from '../db/play-guards';
import { startPlaySessions } from '../db/play-sessions';
import type { Bet } from '../domain/bet';
import { exceedsLossLimit, judgeBet, type PlayerGuard, type PlaySession, playRefusals, type Verdict } from '../domain/play-guard';
import type { EngineContext } from '../engine-context';
import { askRealityChecksNow, remindRealityCheck } from '../protection/reality-check';
import type { BetToPlace } from './bet-to-place';

type Taken = { item: BetToPlace; verdict: Extract<Verdict, { refusal: null }> };

/**
 * Checks each bet of a batch against its player's protection copy and reality check before any debit is asked
 * of the wallet, and records the bets taken as 'placing'. One statement reads every player's copy, play session
 * and last bet; the rules are the contracts' own (`playRestriction`, `limitsInForce`), read at the engine's clock.
 *
 * The read and the recording go together, one round trip: every bet is recorded as the read is made, and the
 * bets the rules then refuse, or that must be weighed against a daily loss limit, are taken back before any debit
 * is asked. Most players set no limit and most bets are allowed, so most batches make one round trip here, not two.
 */
export async function screenAndRecord(context: EngineContext, items: BetToPlace[]): Promise<{ refused: Map<BetToPlace, AppError>; recorded: Set<string> }> {
  const now = context.now();
  const { guards, recorded } = await readGuardsAndRecord(context.pool, items.map((item) => item.bet), now);
  const refused = new Map<BetToPlace, AppError>();
  const taken: Taken[] = [];
  const asks = new Map<string, PlaySession>();
  for (const item of items) {
    const { userId } = item.bet;
    const verdict = judgeBet(guards.get(userId), now);
    if (verdict.refusal === null) {
      taken.push({ item, verdict });
      continue;
    }
    refused.set(item, verdict.refusal);
    const session = guards.get(userId)?.session;
    if (verdict.realityCheck === 'ask' && session) asks.set(userId, session);
    if (verdict.realityCheck === 'remind' && session) remindRealityCheck(context.bus, userId, session);
  }
  const asking = askRealityChecksNow(context.pool, context.bus, [...asks].map(([userId, session]) => ({ userId, session })), now);
  const kept = await keepWithinLossLimits(context, { taken, refused, recorded }, now);
  const starting = taken
    .filter(({ item, verdict }) => verdict.startsSession && kept.has(item.bet.id))
    .map(({ item }) => ({ userId: item.bet.userId, askedAt: guards.get(item.bet.userId)?.session?.askedAt ?? null }));
  await Promise.all([asking, ...(starting.length > 0 ? [startPlaySessions(context.pool, starting, now)] : [])]);
  return { refused, recorded: kept };
}

/**
 * The players' guards and the bets recorded, in one round trip on one connection: the read is issued first, so it
 * runs first and sees none of the batch's bets, as when it was answered before they were recorded. Bets recorded
 * when the read failed are taken back, as the batch fails.
 */
async function readGuardsAndRecord(pool: Pool, bets: Bet[], now: Date): Promise<{ guards: Map<string, PlayerGuard>; recorded: Set<string> }> {
  const [guards, recorded] = await withConnection(pool, (client) =>
    Promise.allSettled([readPlayerGuards(client, bets.map((bet) => bet.userId)), insertPlacingBets(client, bets, now)]),
  );
  if (recorded.status === 'rejected') throw recorded.reason;
  if (guards.status === 'rejected') {
    await removePlacing(pool, [...recorded.value]).catch(() => undefined);
    throw guards.reason;
  }
  return { guards: guards.value, recorded: recorded.value };
}

/**
 * The bets kept, of those recorded: a refused bet is taken back, and so is every bet of a player with a daily
 * loss limit, which is then recorded again only if it cannot take the player's net loss of the day past it. Two
 * bets of one player at once (one per game type, each led by its own replica, or two batches in flight) must not
 * jointly pass it, so the players with a limit are locked until their bets are recorded: the net is read under
 * the lock, counts the bets still placing as whole stakes, and adds each bet of the batch taken before the next
 * in order. Another batch's bet taken back after this one read it made this batch the more careful, never less.
 */
async function keepWithinLossLimits(
  context: EngineContext,
  { taken, refused, recorded }: { taken: Taken[]; refused: Map<BetToPlace, AppError>; recorded: Set<string> },
  now: Date,
): Promise<Set<string>> {
  const limited = taken.flatMap(({ item, verdict }) => (verdict.lossLimit === null ? [] : [{ item, limit: verdict.lossLimit }]));
  const takenBack = [...refused.keys(), ...limited.map(({ item }) => item)].map((item) => item.bet.id).filter((id) => recorded.has(id));
  const kept = new Set(recorded);
  for (const id of takenBack) kept.delete(id);
  const weighed = limited.filter(({ item }) => recorded.has(item.bet.id));
  if (weighed.length === 0) {
    if (takenBack.length > 0) await removePlacing(context.pool, takenBack);
    return kept;
  }
  const recordedAgain = await withTransaction(context.pool, async (tx, last) => {
    const userIds = [...new Set(weighed.map(({ item }) => item.bet.userId))];
    const [, , losses] = await Promise.all([removePlacing(tx, takenBack), lockPlayersBets(tx, userIds), netLossesSince(tx, userIds, startOfPakistanDay(now))]);
    for (const { item, limit } of weighed) {
      const { userId, amount } = item.bet;
      const net = losses.get(userId) ?? 0;
      if (exceedsLossLimit(limit, net, amount)) refused.set(item, playRefusals.lossLimit(limit));
      else losses.set(userId, net + amount);
    }
    const bets = weighed.filter(({ item }) => !refused.has(item)).map(({ item }) => item.bet);
    return bets.length > 0 ? last((db) => insertPlacingBets(db, bets, now)) : new Set<string>();
  });
  return new Set([...kept, ...recordedAgain]);
}
