import { limits } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { InfoCard, Steps } from './info-card';

const steps = ['submit', 'verify', 'receive'] as const;

/** What happens after a withdrawal request (spec section 2). */
export function WithdrawGuide() {
  const { t } = useTranslation('money');
  return (
    <div className="grid gap-6">
      <InfoCard title={t('withdrawGuide.information')}>
        <Steps steps={steps.map((step) => t(`withdrawGuide.steps.${step}`))} />
      </InfoCard>
      <InfoCard title={t('withdrawGuide.note')}>
        <ul className="grid list-disc gap-1.5 ps-5">
          <li>{t('withdrawGuide.minimum', { min: limits.withdrawMinPkr })}</li>
          <li>{t('withdrawGuide.phone')}</li>
          <li>{t('withdrawGuide.processing')}</li>
        </ul>
      </InfoCard>
    </div>
  );
}
