import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { LegalPage, type LegalSection } from './legal-page';

/** The day these terms last changed, shown in the reader's language. */
const UPDATED = new Date(2026, 10, 1);

/** /terms (spec section 2): the rules a player accepts, without brand or company names. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const paragraph = (key: string) => <p>{t(`terms.${key}`)}</p>;
  const sections: LegalSection[] = [
    { heading: t('terms.whoMayPlay.heading'), body: paragraph('whoMayPlay.body') },
    { heading: t('terms.balance.heading'), body: paragraph('balance.body') },
    {
      heading: t('terms.money.heading'),
      body: (
        <>
          {paragraph('money.body')}
          {paragraph('money.body2')}
        </>
      ),
    },
    { heading: t('terms.games.heading'), body: paragraph('games.body') },
    {
      heading: t('terms.shop.heading'),
      body: (
        <>
          {paragraph('shop.body')}
          <p>
            <Trans
              t={t}
              i18nKey="terms.shop.credits"
              components={{ licence: <a href="https://creativecommons.org/licenses/by/4.0/" className="underline" /> }}
            />
          </p>
        </>
      ),
    },
    { heading: t('terms.fairPlay.heading'), body: paragraph('fairPlay.body') },
    { heading: t('terms.responsible.heading'), body: paragraph('responsible.body') },
  ];
  return <LegalPage title={t('terms.title')} updated={formatDate(UPDATED)} sections={sections} />;
}
