import { useTranslation } from 'react-i18next';
import { supportChatHref } from '@/config/support';
import { SectionCard } from './section-card';

/** Where a player can turn; it names only the app's own support and people the player knows. */
export function HelpSection() {
  const { t } = useTranslation('protection');
  return (
    <SectionCard
      id="help"
      title={t('help.title')}
      what={<p>{t('help.what')}</p>}
    >
      <a
        href={supportChatHref()}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-700 px-5 text-sm font-semibold text-slate-200 hover:bg-slate-800 sm:justify-self-start"
      >
        {t('help.contact')}
      </a>
    </SectionCard>
  );
}
