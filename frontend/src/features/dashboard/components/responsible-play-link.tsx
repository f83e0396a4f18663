import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The dashboard's way to the player's own limits, breaks, self-exclusion and reality checks. */
export function ResponsiblePlayLink() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="responsible-play" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <div>
        <h2 id="responsible-play" className="font-bold text-white">
          {t('responsiblePlay.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('responsiblePlay.lead')}</p>
      </div>
      <Link to={paths.responsiblePlay.getHref()} className="text-sm font-semibold text-emerald-400 underline-offset-4 hover:underline">
        {t('responsiblePlay.link')}
      </Link>
    </section>
  );
}
