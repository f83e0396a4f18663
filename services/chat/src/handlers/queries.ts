import { type ParsedRequestOf, type ReplyOf } from '@pkr/contracts';
import type { Pool } from '@pkr/platform';
import type { ChatContext } from '../context';
import { roomPage } from '../db/messages';
import { findMute } from '../db/mutes';
import { muteHolds } from '../domain/standing';

export function history(pool: Pool, { room, before, after }: ParsedRequestOf<'chat.history'>): Promise<ReplyOf<'chat.history'>> {
  return roomPage(pool, room, { before, after });
}

/** The player's own mute while it holds, so the page can say until when. */
export async function muteStatus({ pool, now }: ChatContext, userId: string): Promise<ReplyOf<'chat.mute.status'>> {
  const mute = await findMute(pool, userId);
  if (!mute || !muteHolds(mute.until, now())) return { mute: null };
  return { mute: { userId, until: mute.until?.toISOString() ?? null, reason: mute.reason } };
}
