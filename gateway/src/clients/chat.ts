import { randomUUID } from 'node:crypto';
import { type ChatHistory, type ChatMessage, type ChatPostBody, type ChatRoom, type ParsedRequestOf, type ReplyOf } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

/** A room's page of messages; any chat replica answers. */
export function chatHistory(client: BusClient, request: ParsedRequestOf<'chat.history'>): Promise<ChatHistory> {
  return client.call('chat.history', request);
}

/**
 * Posts a player's message or shared win. A client that sent no key gets one of its own, so the message is still
 * stored once however often the bus delivers it.
 */
export function postChat(client: BusClient, userId: string, room: ChatRoom, content: ChatPostBody, idempotencyKey: string | undefined): Promise<ChatMessage> {
  return client.call('chat.post', { room, userId, content, idempotencyKey: idempotencyKey ?? `chat-${randomUUID()}` });
}

export function chatMuteStatus(client: BusClient, userId: string): Promise<ReplyOf<'chat.mute.status'>> {
  return client.call('chat.mute.status', { userId });
}
