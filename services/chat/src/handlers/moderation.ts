import { AppError, type ChatLiveEvent, type ParsedRequestOf, type ReplyOf, broadcasts } from '@pkr/contracts';
import type { ChatContext } from '../context';
import { markDeleted } from '../db/messages';
import { saveMute } from '../db/mutes';
import { muteEnd } from '../domain/standing';

/** `chat.delete`: takes a message out of its room and tells every page showing it. */
export async function deleteMessage({ pool, bus, now }: ChatContext, { messageId, deletedBy }: ParsedRequestOf<'chat.delete'>): Promise<ReplyOf<'chat.delete'>> {
  const message = await markDeleted(pool, messageId, deletedBy, now());
  if (!message) throw new AppError('NOT_FOUND', 'Message not found');
  const event: ChatLiveEvent = { type: 'chat_deleted', room: message.room, messageId };
  bus.publish(broadcasts.chat, event);
  return message;
}

/** `chat.mute`: a player reads but does not write for an hour, a day or for good, from now. */
export async function muteWriter({ pool, now }: ChatContext, { userId, duration, reason, mutedBy }: ParsedRequestOf<'chat.mute'>): Promise<ReplyOf<'chat.mute'>> {
  const mutedAt = now();
  const until = muteEnd(duration, mutedAt);
  await saveMute(pool, { userId, until, reason, mutedBy, mutedAt });
  return { userId, until: until?.toISOString() ?? null, reason };
}
