import { useTranslation } from 'react-i18next';
import { AnimatedDie } from './animated-die';
import { ComingSoonLayout } from './coming-soon-layout';

/** /dice (spec section 2): a coming-soon page with the animated die. */
export function DicePage() {
  const { t } = useTranslation('comingSoon');
  return (
    <ComingSoonLayout title={t('dice.title')} hero={<AnimatedDie />} features={[t('dice.underOver'), t('dice.odds'), t('dice.auto')]}>
      <p className="max-w-md text-sm text-slate-400">{t('dice.lead')}</p>
    </ComingSoonLayout>
  );
}
