import { type AppError, startOfPakistanDay } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import { insertPlacingBets } from '../db/bet-placements';
import { lockPlayersBets, netLossesSince, readPlayerGuards } from '../db/play-guards';
import { startPlaySessions } from '../db/play-sessions';
import { exceedsLossLimit, judgeBet, type PlaySession, playRefusals, type Verdict } from '../domain/play-guard';
import type { EngineContext } from '../engine-context';
import { askRealityChecksNow, remindRealityCheck } from '../protection/reality-check';
import type { BetToPlace } from './bet-to-place';

type Taken = { item: BetToPlace; verdict: Extract<Verdict, { refusal: null }> };

/**
 * Checks each bet of a batch against its player's protection copy and reality check before any debit is asked
 * of the wallet, and records the bets taken as 'placing'. One statement reads every player's copy, play session
 * and last bet; the rules are the contracts' own (`playRestriction`, `limitsInForce`), read at the engine's clock.
 */
export async function screenAndRecord(context: EngineContext, items: BetToPlace[]): Promise<{ refused: Map<BetToPlace, AppError>; recorded: Set<string> }> {
  const now = context.now();
  const guards = await readPlayerGuards(context.pool, items.map((item) => item.bet.userId));
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
  const recorded = await recordWithinLossLimits(context, taken, refused, now);
  const starting = taken
    .filter(({ item, verdict }) => verdict.startsSession && recorded.has(item.bet.id))
    .map(({ item }) => ({ userId: item.bet.userId, askedAt: guards.get(item.bet.userId)?.session?.askedAt ?? null }));
  await Promise.all([asking, ...(starting.length > 0 ? [startPlaySessions(context.pool, starting, now)] : [])]);
  return { refused, recorded };
}

/**
 * Records the bets taken, refusing those that could take their player's net loss of the day past the limit.
 * Two bets of one player at once (one per game type, each led by its own replica, or two batches in flight) must
 * not jointly pass it, so the players with a limit are locked until the bets are recorded: the net is read under
 * the lock, counts the bets still placing as whole stakes, and adds each bet of the batch taken before the next
 * in order. A batch without such a player needs no lock, so it records at once, with no transaction.
 */
async function recordWithinLossLimits(context: EngineContext, taken: Taken[], refused: Map<BetToPlace, AppError>, now: Date): Promise<Set<string>> {
  if (taken.length === 0) return new Set();
  const limited = taken.flatMap(({ item, verdict }) => (verdict.lossLimit === null ? [] : [{ item, limit: verdict.lossLimit }]));
  if (limited.length === 0) return insertPlacingBets(context.pool, taken.map(({ item }) => item.bet), now);
  return withTransaction(context.pool, async (tx) => {
    const userIds = [...new Set(limited.map(({ item }) => item.bet.userId))];
    await lockPlayersBets(tx, userIds);
    const losses = await netLossesSince(tx, userIds, startOfPakistanDay(now));
    for (const { item, limit } of limited) {
      const { userId, amount } = item.bet;
      const net = losses.get(userId) ?? 0;
      if (exceedsLossLimit(limit, net, amount)) refused.set(item, playRefusals.lossLimit(limit));
      else losses.set(userId, net + amount);
    }
    const bets = taken.filter(({ item }) => !refused.has(item)).map(({ item }) => item.bet);
    return bets.length > 0 ? insertPlacingBets(tx, bets, now) : new Set<string>();
  });
}
