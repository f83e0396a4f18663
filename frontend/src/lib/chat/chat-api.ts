import type { ChatHistory, ChatMessage, ChatMute, ChatPostBody, ChatRoom } from '@pkr/contracts';
import { api } from '@/lib/api-client';

/** GET /api/chat/{room}: the newest page, the page before an id, or the page after one. */
export function getChatPage(room: ChatRoom, at: { before?: number; after?: number } = {}): Promise<ChatHistory> {
  const query = new URLSearchParams(Object.entries(at).map(([key, id]) => [key, String(id)]));
  return api.get<ChatHistory>(`/api/chat/${room}${query.size > 0 ? `?${query}` : ''}`, { cache: 'no-store' });
}

/** POST /api/chat/{room}: a message or a won bet to share, under one key however often it is sent. */
export function postChatMessage(room: ChatRoom, body: ChatPostBody, idempotencyKey: string): Promise<ChatMessage> {
  return api.post<ChatMessage>(`/api/chat/${room}`, body, { idempotencyKey });
}

export const chatMuteQueryKey = ['/api/user/chat-mute'] as const;

/** GET /api/user/chat-mute: the player's own mute, null while they may write. */
export function getChatMute(): Promise<{ mute: ChatMute | null }> {
  return api.get<{ mute: ChatMute | null }>('/api/user/chat-mute', { cache: 'no-store' });
}
