import type { ChatMessage, ChatRoom } from '@pkr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getRealtime } from '@/lib/realtime/realtime';
import { getChatPage } from './chat-api';
import { mergeMessages, reconcileNewest, withoutMessage } from './chat-list';

export type ChatRoomState = {
  messages: ChatMessage[];
  loaded: boolean;
  hasOlder: boolean;
  /** Messages that arrived while the chat was closed. */
  unread: number;
  loadOlder(): Promise<void>;
  /** Shows a message the player just posted, before (or without) its echo on the socket. */
  add(message: ChatMessage): void;
};

/**
 * One room's messages, live: the newest page first, then what the socket brings. Each time the socket opens again
 * it fetches what came after the last id shown and the newest page, so a reconnect leaves neither a gap nor a
 * message deleted meanwhile.
 */
export function useChatRoom(room: ChatRoom, open: boolean): ChatRoomState {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const [unread, setUnread] = useState(0);
  const openRef = useRef(open);
  const seen = useRef(new Set<number>());
  const lastId = useRef<number | null>(null);

  const add = useCallback((arrived: ChatMessage[]) => {
    for (const message of arrived) {
      seen.current.add(message.id);
      lastId.current = Math.max(lastId.current ?? 0, message.id);
    }
    setMessages((shown) => mergeMessages(shown, arrived));
  }, []);

  useEffect(() => {
    openRef.current = open;
    if (open) setUnread(0);
  }, [open]);

  useEffect(() => {
    const client = getRealtime();
    const release = client.retain();
    let cancelled = false;

    async function catchUp() {
      let after = lastId.current;
      while (after !== null && !cancelled) {
        const newer = await getChatPage(room, { after });
        add(newer.messages);
        after = newer.hasMore ? (newer.messages.at(-1)?.id ?? null) : null;
      }
      const newest = await getChatPage(room);
      if (cancelled) return;
      for (const message of newest.messages) seen.current.add(message.id);
      lastId.current = Math.max(lastId.current ?? 0, newest.messages.at(-1)?.id ?? 0);
      setMessages((shown) => {
        if (shown.length === 0) setHasOlder(newest.hasMore);
        return reconcileNewest(shown, newest);
      });
      setLoaded(true);
    }
    const refresh = () => void catchUp().catch(() => setLoaded(true));

    const unsubscribe = client.subscribe((message) => {
      if (message.type === 'chat_message' && message.room === room) {
        if (!seen.current.has(message.message.id) && !openRef.current) setUnread((count) => count + 1);
        add([message.message]);
      } else if (message.type === 'chat_deleted' && message.room === room) {
        setMessages((shown) => withoutMessage(shown, message.messageId));
      }
    });
    let socketOpen = client.store.get().status === 'open';
    const unwatch = client.store.subscribe(() => {
      const nowOpen = client.store.get().status === 'open';
      if (nowOpen && !socketOpen) refresh();
      socketOpen = nowOpen;
    });
    refresh();
    return () => {
      cancelled = true;
      unsubscribe();
      unwatch();
      release();
    };
  }, [room, add]);

  const loadOlder = useCallback(async () => {
    const oldest = messages[0]?.id;
    if (oldest === undefined) return;
    const page = await getChatPage(room, { before: oldest });
    add(page.messages);
    setHasOlder(page.hasMore);
  }, [room, messages, add]);

  return { messages, loaded, hasOlder, unread, loadOlder, add: (message) => add([message]) };
}
