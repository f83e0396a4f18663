import type { ResponsiblePlay } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { limitKindsInOrder } from '../utils/words';
import { LimitRow } from './limit-row';
import { SectionCard } from './section-card';

/** Deposit limits (daily, weekly, monthly) and the daily loss limit. */
export function LimitsSection({ state, now }: { state: ResponsiblePlay; now: Date }) {
  const { t } = useTranslation('protection');
  return (
    <SectionCard
      id="limits"
      title={t('limits.title')}
      what={<p>{t('limits.what')}</p>}
    >
      <div className="grid gap-3">
        {limitKindsInOrder.map((kind) => (
          <LimitRow key={kind} kind={kind} state={state} now={now} />
        ))}
      </div>
    </SectionCard>
  );
}
