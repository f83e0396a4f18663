import { limits, type Phase } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/live-game/format';

/** The round's phase, the bet limits, the most one bet can win (once the server has said) and the rules in two lines. */
export function GameInfo({ phase, maxWinPerBet }: { phase: Phase; maxWinPerBet: number | null }) {
  const { t } = useTranslation('game');
  return (
    <section aria-label={t('info.title')} className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">{t('info.title')}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
        <dt className="text-slate-400">{t('info.phase')}</dt>
        <dd data-testid="phase" className="text-end font-semibold text-white">{t(`info.phases.${phase}`)}</dd>
        <dt className="text-slate-400">{t('info.minBet')}</dt>
        <dd className="text-end text-slate-200 tabular-nums">{formatAmount(limits.betMinPkr)}</dd>
        <dt className="text-slate-400">{t('info.maxBet')}</dt>
        <dd className="text-end text-slate-200 tabular-nums">{formatAmount(limits.betMaxPkr)}</dd>
        <dt className="text-slate-400">{t('info.maxWin')}</dt>
        <dd data-testid="max-win" className="text-end text-slate-200 tabular-nums">{maxWinPerBet === null ? '—' : formatAmount(maxWinPerBet)}</dd>
      </dl>
      <p className="mt-4 text-sm text-slate-400">{t('info.rules1')}</p>
      <p className="text-sm text-slate-400">{t('info.rules2')}</p>
    </section>
  );
}
