import { AppError, chatPostBodySchema, chatRoomSchema, type ChatPostBody, type ChatRoom } from '@pkr/contracts';
import { parseInput } from './validation';

/** A `send_chat` socket message read as `POST /api/chat/:room` reads its path and body. */
export function chatInput(message: { room: unknown; text?: unknown; betId?: unknown }): { room: ChatRoom; content: ChatPostBody } {
  const room = chatRoomSchema.safeParse(message.room);
  if (!room.success) throw new AppError('NOT_FOUND', 'Unknown chat room');
  const { text, betId } = message;
  const content = parseInput(chatPostBodySchema, { ...(text === undefined ? {} : { text }), ...(betId === undefined ? {} : { betId }) });
  return { room: room.data, content };
}
