import { limits } from '@pkr/contracts';
import * as Label from '@radix-ui/react-label';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type AdjustmentFieldsProps = {
  amountText: string;
  /** Why the amount cannot be sent, shown under it. */
  amountError?: string | undefined;
  reason: string;
  onAmountText: (text: string) => void;
  /** +1 adds one step of 100 PKR, -1 takes one away. */
  onStep: (direction: 1 | -1) => void;
  onReason: (reason: string) => void;
};

const inputClass = 'h-11 w-full rounded-lg border bg-slate-950/60 px-3.5 text-sm text-slate-100 placeholder:text-slate-500 focus:ring-2 focus:outline-none';
const calmBorder = 'border-slate-700 focus:border-emerald-400 focus:ring-emerald-500/30';
const errorBorder = 'border-red-500/70 focus:border-red-400 focus:ring-red-500/30';

/** The amount with its −/+ steppers and what is wrong with it, and the required reason. */
export function AdjustmentFields({ amountText, amountError, reason, onAmountText, onStep, onReason }: AdjustmentFieldsProps) {
  const { t } = useTranslation('adminUsers');
  const step = limits.balanceAdjustmentStep;
  return (
    <>
      <div className="grid gap-1.5">
        <Label.Root htmlFor="adjustment-amount" className="text-sm font-medium text-slate-200">
          {t('adjust.amount')}
        </Label.Root>
        <div className="flex gap-2">
          <Button variant="secondary" aria-label={t('adjust.decrease', { step })} size="icon" onClick={() => onStep(-1)}>
            −
          </Button>
          <input
            id="adjustment-amount"
            inputMode="numeric"
            dir="ltr"
            value={amountText}
            onChange={(event) => onAmountText(event.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'adjustment-amount-error' : undefined}
            className={cn(inputClass, 'text-center tabular-nums', amountError ? errorBorder : calmBorder)}
          />
          <Button variant="secondary" aria-label={t('adjust.increase', { step })} size="icon" onClick={() => onStep(1)}>
            +
          </Button>
        </div>
        {amountError && (
          <p id="adjustment-amount-error" className="text-xs font-medium text-red-400">
            {amountError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label.Root htmlFor="adjustment-reason" className="text-sm font-medium text-slate-200">
          {t('admin:reason')}
        </Label.Root>
        <input
          id="adjustment-reason"
          placeholder={t('adjust.reasonPlaceholder')}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          className={cn(inputClass, calmBorder)}
        />
      </div>
    </>
  );
}
