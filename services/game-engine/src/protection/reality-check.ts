import { paisaToPkr, type RealityCheckMessage, realityCheckSubject } from '@pkr/contracts';
import type { Bus, Pool } from '@pkr/platform';
import { readRealityCheckCandidates } from '../db/play-guards';
import { answerRealityCheck, askRealityChecks } from '../db/play-sessions';
import { type PlaySession, realityCheckIsDue, realityCheckWindow } from '../domain/play-guard';
import type { EngineContext } from '../engine-context';

/**
 * The reality check is asked on time by the leaders: at each round's opening, the leader of that game type asks
 * every play session due, so a player whose bet rides at minute N, or who only watches, sees it without betting
 * again. A round opens every few seconds in each game type, which is as often as a player can bet. No timer runs
 * per player: a timer would live in one leader's memory and need a sweeper to survive a new leader, while the
 * sessions are in the database that every leader reads. The first bet attempt after N minutes asks it too, for
 * a check that falls due between two openings; that bet is refused. A sent message can be lost (fire and forget,
 * or no socket open), so every bet refused for a check waiting sends it again.
 */
export async function askDueRealityChecks(context: EngineContext): Promise<void> {
  const now = context.now();
  const candidates = await readRealityCheckCandidates(context.pool, realityCheckWindow(now));
  const due = [...candidates].flatMap(([userId, guard]) => (guard.session && realityCheckIsDue(guard, now) ? [{ userId, session: guard.session }] : []));
  await askRealityChecksNow(context.pool, context.bus, due, now);
}

/** Marks each player's check asked and sends it to their sockets; a session another caller asked first is skipped. */
export async function askRealityChecksNow(pool: Pool, bus: Bus, due: ReadonlyArray<{ userId: string; session: PlaySession }>, now: Date): Promise<void> {
  if (due.length === 0) return;
  const asked = await askRealityChecks(pool, due.map(({ userId, session }) => ({ userId, countedFrom: session.countedFrom })), now);
  for (const check of asked) sendRealityCheck(bus, check.userId, { startedAt: check.startedAt, askedAt: now, askedNet: check.net });
}

/** Sends the waiting check again, with the figures it showed when it was asked. */
export function remindRealityCheck(bus: Bus, userId: string, session: PlaySession): void {
  if (session.askedAt === null || session.askedNet === null) return;
  sendRealityCheck(bus, userId, { startedAt: session.startedAt, askedAt: session.askedAt, askedNet: session.askedNet });
}

function sendRealityCheck(bus: Bus, userId: string, check: { startedAt: Date; askedAt: Date; askedNet: number }): void {
  const message: RealityCheckMessage = {
    type: 'reality_check',
    minutesPlayed: Math.floor((check.askedAt.getTime() - check.startedAt.getTime()) / 60_000),
    netResult: paisaToPkr(check.askedNet),
    sessionStartedAt: check.startedAt.toISOString(),
  };
  bus.publish(realityCheckSubject(userId), message);
}

/** `game.reality-check.ack`: bets are taken again, and play is counted from now towards the next check. */
export async function acknowledgeRealityCheck(pool: Pool, userId: string, now: Date): Promise<{ acknowledged: boolean }> {
  return { acknowledged: await answerRealityCheck(pool, userId, now) };
}
