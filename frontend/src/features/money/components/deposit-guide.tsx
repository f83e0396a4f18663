import { limits } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { InfoCard, Steps } from './info-card';

const steps = ['send', 'copy', 'fill'] as const;

// The spec leaves the receiving account number and holder name out, so the page points to support for them.
const wallets = ['EasyPaisa', 'JazzCash'] as const;

/** How to deposit: the steps, where to pay, and what to watch for. */
export function DepositGuide() {
  const { t } = useTranslation('money');
  return (
    <div className="grid gap-6">
      <InfoCard title={t('depositGuide.howTo')}>
        <Steps steps={steps.map((step) => t(`depositGuide.steps.${step}`))} />
      </InfoCard>
      <InfoCard title={t('depositGuide.paymentInformation')}>
        <ul className="grid gap-3">
          {wallets.map((wallet) => (
            <li key={wallet} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
              <p className="flex items-center justify-between font-semibold text-white">
                {wallet}
                <span className="text-xs font-medium text-emerald-300">{t('depositGuide.instant')}</span>
              </p>
              <p className="mt-1 text-slate-400">{t('depositGuide.accountFromSupport')}</p>
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard title={t('depositGuide.importantNote')}>
        <p>{t('depositGuide.note', { min: limits.depositMinPkr })}</p>
      </InfoCard>
    </div>
  );
}
