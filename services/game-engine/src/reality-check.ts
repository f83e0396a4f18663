import { paisaToPkr, type RealityCheckMessage, realityCheckSubject } from '@pkr/contracts';
import type { Bus, Pool } from '@pkr/platform';
import { answerRealityCheck, askRealityCheck } from './db/play-sessions';
import type { PlaySession } from './domain/play-guard';

/**
 * The reality check fires at the player's first bet attempt once N minutes of play have passed, when the batch
 * is screened: that bet is refused, the check is marked in the engine's database and sent to the player's sockets. No timer runs per player: a timer would live in one leader's memory
 * and need a sweeper to survive a new leader, while the only thing the check must stop is the next bet, and any
 * replica sees the row. A sent message can be lost (fire and forget, or no socket open), so every bet refused for
 * a check waiting sends it again.
 */
export async function askRealityCheckNow(pool: Pool, bus: Bus, userId: string, now: Date): Promise<void> {
  const asked = await askRealityCheck(pool, userId, now);
  if (asked) sendRealityCheck(bus, userId, { startedAt: asked.startedAt, askedAt: now, askedNet: asked.net });
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
