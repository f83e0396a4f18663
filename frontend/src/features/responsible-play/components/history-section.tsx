import { pakistanTime } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { useProtectionHistory } from '../api/get-history';
import { changeText } from '../utils/words';
import { SectionCard } from './section-card';

/** Every change the player (or an admin, for a self-exclusion) made, newest first. */
export function HistorySection({ now }: { now: Date }) {
  const history = useProtectionHistory();
  const { t } = useTranslation('protection');
  const changes = history.data?.changes ?? [];
  return (
    <SectionCard id="history" title={t('history.title')} what={<p>{t('history.what')}</p>}>
      {history.isPending ? (
        <p className="text-sm text-slate-400">{t('history.loading')}</p>
      ) : history.isError ? (
        <p className="text-sm text-red-400">{t('history.failed')}</p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-slate-400">{t('history.empty')}</p>
      ) : (
        <ol aria-label={t('history.label')} className="grid gap-2">
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className="grid gap-0.5 border-b border-slate-800 pb-2 text-sm last:border-0 last:pb-0">
              <span className="text-slate-200">{changeText(change, now)}</span>
              <time dateTime={change.at} className="text-xs text-slate-500">
                {pakistanTime(new Date(change.at), now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
