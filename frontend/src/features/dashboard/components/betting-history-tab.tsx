import type { PlayerBet } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { formatAmount } from '@/lib/live-game/format';
import { usePlayerBets } from '../api/get-player-bets';

function Outcome({ bet }: { bet: PlayerBet }) {
  const { t } = useTranslation('dashboard');
  if (bet.status === 'won') return <span className="font-semibold text-emerald-400">{bet.cashoutMultiplier!.toFixed(2)}x</span>;
  if (bet.status === 'lost') return <span className="font-semibold text-red-400">{t('bets.lost')}</span>;
  return <span className="text-slate-400">{t(bet.status === 'active' ? 'bets.active' : 'bets.refunded')}</span>;
}

/** Betting History tab: every bet, newest first, ten at a time, each finished round verifiable. */
export function BettingHistoryTab() {
  const bets = usePlayerBets();
  const { t } = useTranslation('dashboard');
  if (bets.isPending) return <Spinner size="lg" className="text-emerald-400" />;
  if (bets.isError) return <p className="text-sm text-red-400">{getErrorMessage(bets.error, t('bets.failed'))}</p>;
  const rows = bets.data.pages.flatMap((page) => page.bets);
  if (rows.length === 0) return <p className="rounded-2xl border border-slate-800 bg-slate-900 p-6 text-sm text-slate-400">{t('bets.empty')}</p>;

  return (
    <div className="grid gap-2 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <div aria-hidden="true" className="hidden grid-cols-6 gap-x-4 px-3 text-xs font-medium text-slate-500 sm:grid">
        <span>{t('bets.game')}</span>
        <span>{t('bets.amount')}</span>
        <span>{t('bets.result')}</span>
        <span>{t('bets.payout')}</span>
        <span>{t('bets.time')}</span>
        <span />
      </div>
      <ul className="grid gap-2" aria-label={t('bets.label')}>
        {rows.map((bet) => (
          <li key={bet.id} data-testid="bet-row" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-slate-800 bg-slate-950/60 p-3 text-sm sm:grid-cols-6 sm:items-center">
            <span className="font-semibold text-white">
              {t(`games.${bet.gameType}.name`)} <bdi className="text-slate-500">#{bet.round}</bdi>
            </span>
            <span className="text-end text-slate-300 tabular-nums sm:text-start">{formatAmount(bet.amount)}</span>
            <Outcome bet={bet} />
            <span className={cn('text-end tabular-nums sm:text-start', bet.payout > 0 ? 'text-emerald-400' : 'text-slate-500')}>{formatAmount(bet.payout)}</span>
            <span className="text-xs text-slate-500">{formatDateTime(bet.placedAt)}</span>
            {bet.status === 'won' || bet.status === 'lost' ? (
              <Link to={paths.fairness.getHref(bet)} className="text-end text-xs font-semibold text-emerald-400 hover:underline">
                {t('bets.verify')}
              </Link>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
      {bets.hasNextPage && (
        <Button variant="secondary" onClick={() => bets.fetchNextPage()} disabled={bets.isFetchingNextPage} className="justify-self-center">
          {t('bets.loadMore')}
        </Button>
      )}
    </div>
  );
}
