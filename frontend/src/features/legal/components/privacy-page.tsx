import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { LegalPage, type LegalSection } from './legal-page';

/** The day this policy last changed, shown in the reader's language. */
const UPDATED = new Date(2026, 10, 1);
const SECTIONS = ['whatWeKeep', 'moneyRequests', 'why', 'howLong', 'cookies', 'sharing', 'choices'] as const;

/** /privacy (spec section 2): what data is kept and why, without brand or company names. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const sections: LegalSection[] = SECTIONS.map((key) => ({ heading: t(`privacy.${key}.heading`), body: <p>{t(`privacy.${key}.body`)}</p> }));
  return <LegalPage title={t('privacy.title')} updated={formatDate(UPDATED)} sections={sections} />;
}
