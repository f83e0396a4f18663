import type { ChatRoom } from '@pkr/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRoomState } from '@/lib/chat/use-chat-room';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';

/** A game's chat: its messages oldest first, kept scrolled to the newest, older pages on demand, and the composer. */
export function ChatPanel({ room, chat }: { room: ChatRoom; chat: ChatRoomState }) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLOListElement>(null);
  const newestId = chat.messages.at(-1)?.id;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newestId]);

  return (
    <div className="grid min-w-0 gap-3">
      <ol ref={list} aria-label={t('messages')} aria-live="polite" className="grid h-72 content-start gap-3 overflow-y-auto pe-1 sm:h-80">
        {chat.hasOlder && (
          <li className="text-center">
            <button type="button" onClick={() => void chat.loadOlder()} className="text-xs text-slate-400 underline underline-offset-2 hover:text-white">
              {t('older')}
            </button>
          </li>
        )}
        {chat.loaded && chat.messages.length === 0 && <li className="py-4 text-center text-sm text-slate-500">{t('empty')}</li>}
        {chat.messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} />
        ))}
      </ol>
      <ChatComposer room={room} onPosted={chat.add} />
    </div>
  );
}
