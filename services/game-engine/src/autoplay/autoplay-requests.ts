import { randomUUID } from 'node:crypto';
import { AppError, type ReplyOf, type StartAutoplayRequest } from '@pkr/contracts';
import type { Bus, Pool } from '@pkr/platform';
import { findAutoplay, insertAutoplay, listRunningOfPlayer, stopAutoplays } from '../db/autoplays';
import { autoplayView, publishAutoplayUpdate } from './autoplay-updates';

export const autoplayRefusals = {
  panelBusy: () => new AppError('CONFLICT', 'An auto-play is already running in this panel', undefined, 409),
  notFound: () => new AppError('NOT_FOUND', 'Auto-play not found'),
};

/** Records a running auto-play; the game's leader places its first bet at the next betting phase. */
export async function startAutoplay(pool: Pool, request: StartAutoplayRequest): Promise<ReplyOf<'game.autoplay.start'>> {
  const id = randomUUID();
  if (!(await insertAutoplay(pool, id, request))) throw autoplayRefusals.panelBusy();
  return { id };
}

export async function listAutoplays(pool: Pool, userId: string): Promise<ReplyOf<'game.autoplay.list'>> {
  return { autoplays: (await listRunningOfPlayer(pool, userId)).map(autoplayView) };
}

/** Stops every running auto-play of the player an admin acted on, and tells the player's sockets. */
export async function stopPlayerAutoplays(pool: Pool, bus: Bus, userId: string): Promise<ReplyOf<'game.autoplay.stop-player'>> {
  const stopped = await stopAutoplays(pool, { userIds: [userId] }, 'admin');
  for (const autoplay of stopped) publishAutoplayUpdate(bus, autoplay);
  return { stopped: stopped.length };
}

/** Stops the player's auto-play at once: a bet it placed for the current round rides. */
export async function stopAutoplay(pool: Pool, bus: Bus, userId: string, id: string): Promise<ReplyOf<'game.autoplay.stop'>> {
  const found = await findAutoplay(pool, userId, id);
  if (!found) throw autoplayRefusals.notFound();
  const [stopped] = await stopAutoplays(pool, { ids: [id] }, 'stopped');
  if (stopped) publishAutoplayUpdate(bus, stopped);
  const reason = stopped?.stoppedReason ?? (await findAutoplay(pool, userId, id))?.stoppedReason ?? 'stopped';
  return { id, stoppedReason: reason };
}
