import type { ResponsiblePlay } from '@pkr/contracts';
import { limitKindsInOrder } from '../utils/words';
import { LimitRow } from './limit-row';
import { SectionCard } from './section-card';

/** Deposit limits (daily, weekly, monthly) and the daily loss limit. */
export function LimitsSection({ state, now }: { state: ResponsiblePlay; now: Date }) {
  return (
    <SectionCard
      id="limits"
      title="Deposit and loss limits"
      what={
        <p>
          A first limit, or a lower one, holds at once. A higher limit, or removing one, waits 24 hours so a decision made in the
          moment has time to cool, and you can cancel it while it waits.
        </p>
      }
    >
      <div className="grid gap-3">
        {limitKindsInOrder.map((kind) => (
          <LimitRow key={kind} kind={kind} state={state} now={now} />
        ))}
      </div>
    </SectionCard>
  );
}
