import { chatRoomSchema, type ParsedRequestOf, type ReplyOf } from '@pkr/contracts';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import type { AdminContext } from '../context';

/** `admin.chat.rooms`: each room's latest page, as its players see it. */
export async function chatRooms({ client }: AdminContext, { actor }: ParsedRequestOf<'admin.chat.rooms'>): Promise<ReplyOf<'admin.chat.rooms'>> {
  await verifiedAdmin(client, actor);
  const rooms = await Promise.all(chatRoomSchema.options.map(async (room) => ({ room, ...(await client.call('chat.history', { room })) })));
  return { rooms };
}

/** `admin.chat.delete`: takes a message out of its room, audited with what it said. */
export async function deleteChatMessage({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.chat.delete'>): Promise<ReplyOf<'admin.chat.delete'>> {
  const { actor, messageId, reason } = request;
  const admin = await verifiedAdmin(client, actor);
  const intent = { action: 'delete-chat-message', targetType: 'chat-message', targetId: String(messageId), targetLabel: `message ${messageId}`, reason } as const;
  return audited(pool, actor, admin, intent, async () => {
    const message = await client.call('chat.delete', { messageId, deletedBy: admin.adminId });
    const said = message.text ?? `shared a win of Rs. ${message.win?.payout ?? 0}`;
    return {
      reply: message,
      after: { room: message.room, username: message.username, text: said, deleted: true },
      intent: { targetLabel: `${message.username} in ${message.room}: ${said}` },
    };
  });
}

/** `admin.chat.mute`: keeps a player from writing for an hour, a day or for good, audited with the mute's end. */
export async function muteChatWriter({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.chat.mute'>): Promise<ReplyOf<'admin.chat.mute'>> {
  const { actor, userId, duration, reason } = request;
  const admin = await verifiedAdmin(client, actor);
  const [user, before] = await Promise.all([client.call('auth.user.get', { userId }), client.call('chat.mute.status', { userId })]);
  const intent = {
    action: 'mute-chat',
    targetType: 'user',
    targetId: userId,
    targetLabel: user.username,
    reason,
    before: { mutedUntil: before.mute === null ? null : (before.mute.until ?? 'for good') },
  } as const;
  return audited(pool, actor, admin, intent, async () => {
    const mute = await client.call('chat.mute', { userId, duration, reason, mutedBy: admin.adminId });
    return { reply: mute, after: { duration, mutedUntil: mute.until ?? 'for good' } };
  });
}
