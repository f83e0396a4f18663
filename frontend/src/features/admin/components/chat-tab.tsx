import type { ChatMessage } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useChatRooms } from '../api/chat-moderation';
import { AdminCard } from './admin-card';
import { ChatModerationForm, type ModerationAction } from './chat-moderation-form';

/** The Chat tab: every room's latest messages, refreshed while open, each deletable and its writer mutable. */
export function ChatTab() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useChatRooms();
  if (isPending) return <p className="text-sm text-slate-400">{t('chat.loading')}</p>;
  if (isError) return <p className="text-sm text-red-400">{t('chat.error')}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {data.rooms.map(({ room, messages }) => (
        <AdminCard key={room} title={t('chat.roomTitle', { room: t(`games.${room}`) })} description={t('chat.latest', { count: messages.length })}>
          {messages.length === 0 ? (
            <p className="text-sm text-slate-500">{t('chat.empty')}</p>
          ) : (
            <ol aria-label={t('chat.roomTitle', { room: t(`games.${room}`) })} className="grid max-h-[32rem] gap-3 overflow-y-auto">
              {messages.map((message) => (
                <ModeratedMessage key={message.id} message={message} />
              ))}
            </ol>
          )}
        </AdminCard>
      ))}
    </div>
  );
}

function ModeratedMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<ModerationAction | null>(null);
  const said =
    message.text ?? t('chat.sharedWin', { payout: message.win?.payout ?? 0, multiplier: message.win?.multiplier ?? 0, round: message.win?.round ?? 0 });
  return (
    <li className="rounded-lg border border-slate-800 p-2" data-message-id={message.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-white">{message.username}</span>
        <span dir="ltr" className="text-xs text-slate-500">
          {formatDateTime(message.sentAt)}
        </span>
      </div>
      <p dir="auto" className="break-words text-sm text-slate-200">
        {said}
      </p>
      {action === null ? (
        <div className="mt-1 flex gap-3 text-xs">
          <button type="button" onClick={() => setAction('delete')} className="text-amber-300 underline underline-offset-2">
            {t('chat.delete')}
          </button>
          <button type="button" onClick={() => setAction('mute')} className="text-slate-300 underline underline-offset-2">
            {t('chat.mute', { username: message.username })}
          </button>
        </div>
      ) : (
        <ChatModerationForm message={message} action={action} onDone={() => setAction(null)} />
      )}
    </li>
  );
}
