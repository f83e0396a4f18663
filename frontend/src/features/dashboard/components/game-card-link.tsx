import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { GameCard } from './game-list';

const tagClass = { HOT: 'bg-red-600 text-ink-on-fill', NEW: 'bg-sky-700 text-ink-on-fill' } as const;

export function GameCardLink({ game, compact = false }: { game: GameCard; compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const name = t(`games.${game.id}.name`);
  return (
    <Link
      to={game.href}
      aria-label={t('games.play', { game: name })}
      className="group relative flex flex-col gap-2 rounded-2xl border border-slate-800 bg-slate-900 p-4 transition-colors hover:border-emerald-500/60"
    >
      {game.tag && <span className={cn('absolute top-3 end-3 rounded-full px-2 py-0.5 text-[10px] font-bold', tagClass[game.tag])}>{t(`games.tags.${game.tag}`)}</span>}
      <Icon name={game.icon} className="size-8 text-emerald-400" />
      <span className="font-bold text-white group-hover:text-emerald-400">{name}</span>
      {!compact && <span className="text-sm text-slate-400">{t(`games.${game.id}.blurb`)}</span>}
    </Link>
  );
}
