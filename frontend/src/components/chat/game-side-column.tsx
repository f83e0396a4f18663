import type { GameType } from '@pkr/contracts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoundTable } from '@/components/round-table/round-table';
import { cn } from '@/lib/cn';
import { useChatRoom } from '@/lib/chat/use-chat-room';
import type { RoundTable as Table } from '@/lib/live-game/round-table';
import { ChatPanel } from './chat-panel';
import { useWideScreen } from './use-wide-screen';

type View = 'table' | 'chat';

const unreadLabel = (count: number) => (count > 0 ? <UnreadCount count={count} /> : null);

/**
 * Beside the flight: the round's live table and the game's chat. On a phone they are two tabs; on a desktop the
 * chat stands under the table and can be closed. A closed chat counts the messages it has not shown.
 */
export const GameSideColumn = memo(function GameSideColumn({ gameType, table }: { gameType: GameType; table: Table }) {
  const { t } = useTranslation('chat');
  const wide = useWideScreen();
  const [phoneView, setPhoneView] = useState<View>('table');
  const [desktopOpen, setDesktopOpen] = useState(true);
  const chatOpen = wide ? desktopOpen : phoneView === 'chat';
  const chat = useChatRoom(gameType, chatOpen);

  return (
    <div className="grid min-w-0 content-start gap-3 sm:gap-6">
      {!wide && (
        <div role="tablist" aria-label={t('beside')} className="grid grid-cols-2 gap-1 rounded-xl border border-slate-800 bg-slate-900 p-1">
          {(['table', 'chat'] as const).map((view) => (
            <button
              key={view}
              type="button"
              role="tab"
              aria-selected={phoneView === view}
              onClick={() => setPhoneView(view)}
              className={cn(
                'flex h-9 items-center justify-center gap-2 rounded-lg text-sm font-semibold focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none',
                phoneView === view ? 'bg-slate-700 text-white' : 'text-slate-400 hover:text-white',
              )}
            >
              {view === 'table' ? t('liveBets') : t('chat')}
              {view === 'chat' && unreadLabel(chat.unread)}
            </button>
          ))}
        </div>
      )}
      {(wide || phoneView === 'table') && <RoundTable gameType={gameType} table={table} />}
      {(wide || phoneView === 'chat') && (
        <section aria-label={t('chat')} className="grid min-w-0 content-start gap-3 rounded-2xl border border-slate-800 bg-slate-900 p-3 sm:p-4">
          {wide && (
            <div className="flex items-center justify-between gap-2">
              <h2 className="flex items-center gap-2 text-sm font-semibold text-white">
                {t('chat')} {!desktopOpen && unreadLabel(chat.unread)}
              </h2>
              <button type="button" onClick={() => setDesktopOpen(!desktopOpen)} aria-expanded={desktopOpen} className="text-xs text-slate-400 underline underline-offset-2 hover:text-white">
                {desktopOpen ? t('close') : t('open')}
              </button>
            </div>
          )}
          {chatOpen && <ChatPanel room={gameType} chat={chat} />}
        </section>
      )}
    </div>
  );
});

function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation('chat');
  return (
    <span aria-label={t('unread', { count })} className="rounded-full bg-emerald-500 px-1.5 text-xs font-bold text-emerald-950 tabular-nums">
      {count > 99 ? '99+' : count}
    </span>
  );
}
