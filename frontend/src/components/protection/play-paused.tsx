import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Restriction } from '@/lib/protection/responsible-play-state';

/** Shown on a game page in place of the bet panel while the player is on a break or self-excluded. */
export function PlayPaused({ restriction }: { restriction: Restriction }) {
  const { t } = useTranslation('protection');
  const title = t(restriction.reason === 'self-excluded' ? 'paused.selfExcluded' : 'paused.break');
  return (
    <section aria-label={t('paused.label')} className="grid gap-3 rounded-2xl border border-amber-400/40 bg-amber-400/10 p-6">
      <h2 className="text-lg font-bold text-amber-200">{title}</h2>
      <p data-testid="play-paused" className="text-sm text-slate-200">{restriction.message}</p>
      <p className="text-sm text-slate-400">
        <Trans
          t={t}
          i18nKey="paused.where"
          components={{ pageLink: <Link to={paths.responsiblePlay.getHref()} className="font-medium text-emerald-400 underline-offset-4 hover:underline" /> }}
        />
      </p>
    </section>
  );
}
