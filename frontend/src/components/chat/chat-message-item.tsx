import type { ChatMessage } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/avatar/avatar';
import { formatRupeesWithPaisa } from '@/lib/format';
import { formatMultiplier } from '@/lib/live-game/format';

/** One message: the writer's avatar and name, then the text as text (never markup) or the win they shared. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  return (
    <li className="flex min-w-0 gap-2" data-message-id={message.id}>
      <Avatar username={message.username} avatar={message.avatar} size="xs" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs font-semibold text-slate-400">{message.username}</p>
        {message.text !== null && <p className="break-words whitespace-pre-wrap text-sm text-slate-100">{message.text}</p>}
        {message.win && (
          <div className="mt-1 rounded-lg border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm">
            <p className="font-semibold text-emerald-300">
              {t('win.won', { amount: formatRupeesWithPaisa(message.win.payout), multiplier: formatMultiplier(message.win.multiplier) })}
            </p>
            <p className="text-xs text-slate-300">
              {t('win.details', { amount: formatRupeesWithPaisa(message.win.amount), round: message.win.round })}{' '}
              <Link to={message.win.verifyPath} className="text-emerald-400 underline underline-offset-2">
                {t('win.verify')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
