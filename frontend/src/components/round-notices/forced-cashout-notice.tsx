import { Trans, useTranslation } from 'react-i18next';
import { formatMultiplier } from '@/lib/live-game/format';

/**
 * Tells everyone watching why the round's open bets all ended at once: their payouts reached the round's limit,
 * so the server cashed every one out there, and the round flies on to its crash point.
 */
export function ForcedCashoutNotice({ multiplier }: { multiplier: number | null }) {
  const { t } = useTranslation('game');
  if (multiplier === null) return null;
  return (
    <section role="status" aria-label={t('forced.label')} className="rounded-2xl border border-amber-400/40 bg-amber-400/10 px-5 py-4">
      <p data-testid="forced-cashout" className="text-sm text-slate-200">
        <Trans
          t={t}
          i18nKey="forced.text"
          values={{ multiplier: formatMultiplier(multiplier) }}
          components={{ strong: <span className="font-semibold text-amber-200" /> }}
        />
      </p>
    </section>
  );
}
