import type { ChatHistory, ChatMessage } from '@pkr/contracts';

/** The messages shown, by the id the service gave them: each once, oldest first, whatever order they came in. */
export function mergeMessages(shown: readonly ChatMessage[], arrived: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of arrived) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const withoutMessage = (shown: readonly ChatMessage[], messageId: number): ChatMessage[] => shown.filter((message) => message.id !== messageId);

/**
 * The messages shown after asking for the room's newest page again: within the span that page covers, a message
 * it lacks was deleted while the page was not listening, so it goes too.
 */
export function reconcileNewest(shown: readonly ChatMessage[], newest: ChatHistory): ChatMessage[] {
  const oldestCovered = newest.hasMore ? (newest.messages[0]?.id ?? Infinity) : 0;
  const present = new Set(newest.messages.map((message) => message.id));
  return mergeMessages(
    shown.filter((message) => message.id < oldestCovered || present.has(message.id)),
    newest.messages,
  );
}
