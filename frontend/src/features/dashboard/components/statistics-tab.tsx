import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useBalanceHistory } from '../api/get-balance-history';
import { usePlayerStats } from '../api/get-player-stats';
import { BalanceChart } from './balance-chart';

const Figure = ({ label, value, tone }: { label: string; value: string; tone?: string }) => (
  <div className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
    <p className="text-xs text-slate-500">{label}</p>
    <p className={`mt-1 text-xl font-bold tabular-nums ${tone ?? 'text-white'}`}>
      <span dir="ltr">{value}</span>
    </p>
  </div>
);

/** Statistics tab: the player's own figures from the leaderboard and their balance over the latest bets. */
export function StatisticsTab() {
  const stats = usePlayerStats();
  const history = useBalanceHistory();
  const { t } = useTranslation('dashboard');
  if (stats.isPending) return <Spinner size="lg" className="text-emerald-400" />;
  if (stats.isError) {
    return <p className="rounded-xl border border-slate-800 bg-slate-900 p-6 text-sm text-slate-400">{getErrorMessage(stats.error, t('statistics.failed'))}</p>;
  }
  const figures = stats.data;
  const net = figures.netResult;
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-800 bg-slate-900 p-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label={t('statistics.bets')} value={String(figures.betsPlaced)} />
        <Figure label={t('statistics.wins')} value={String(figures.betsWon)} />
        <Figure label={t('statistics.netResult')} value={`${net < 0 ? '-' : '+'}${formatRupees(Math.abs(net))}`} tone={net < 0 ? 'text-red-400' : 'text-emerald-400'} />
        <Figure label={t('statistics.biggestWin')} value={formatRupees(figures.biggestWin)} />
        <Figure label={t('statistics.highestMultiplier')} value={`${figures.highestMultiplier.toFixed(2)}x`} />
      </div>
      <div>
        <h3 className="mb-3 text-sm font-semibold text-slate-300">{t('statistics.balance')}</h3>
        {history.data ? (
          <BalanceChart points={history.data} />
        ) : history.isError ? (
          <p className="text-sm text-slate-400">{getErrorMessage(history.error, t('statistics.historyFailed'))}</p>
        ) : (
          <Spinner className="text-emerald-400" />
        )}
      </div>
    </div>
  );
}
