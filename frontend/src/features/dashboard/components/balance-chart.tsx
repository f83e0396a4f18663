import { useTranslation } from 'react-i18next';
import type { BalancePoint } from '../api/get-balance-history';
import { formatRupees } from '@/lib/format';

const WIDTH = 600;
const HEIGHT = 160;

/** The balance after each of the player's latest ledger entries, as a line. */
export function BalanceChart({ points }: { points: BalancePoint[] }) {
  const { t } = useTranslation('dashboard');
  if (points.length < 2) return <p className="text-sm text-slate-400">{t('statistics.chartEmpty')}</p>;
  const values = points.map((point) => point.balance);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const line = values
    .map((value, index) => `${((index / (values.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - ((value - low) / span) * (HEIGHT - 8) - 4).toFixed(1)}`)
    .join(' ');
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('statistics.chartLabel')} className="h-40 w-full" preserveAspectRatio="none">
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2.5" vectorEffect="non-scaling-stroke" className="text-emerald-400" />
      </svg>
      <figcaption className="flex justify-between text-xs text-slate-500">
        <span>{t('statistics.low', { amount: formatRupees(low) })}</span>
        <span>{t('statistics.now', { amount: formatRupees(values.at(-1)!) })}</span>
        <span>{t('statistics.high', { amount: formatRupees(high) })}</span>
      </figcaption>
    </figure>
  );
}
