import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { formatRupees } from '@/lib/format';

type AmountFieldProps = ComponentProps<'input'> & {
  id: string;
  error?: string;
  quickAmounts: readonly number[];
  /** Shown as an 'All' button that fills this amount, when given. */
  allAmount?: number;
  onPick: (amount: string) => void;
};

/** The amount in PKR, typed or picked from the quick amounts. */
export function AmountField({ id, error, quickAmounts, allAmount, onPick, ...inputProps }: AmountFieldProps) {
  const { t } = useTranslation('money');
  return (
    <div className="grid gap-2">
      <FormField
        id={id}
        label={t('form.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        dir="ltr"
        min={0}
        placeholder={t('form.amountPlaceholder')}
        error={error}
        {...inputProps}
      />
      <div className="flex flex-wrap gap-2">
        {quickAmounts.map((amount) => (
          <Button key={amount} variant="outline" size="sm" onClick={() => onPick(String(amount))}>
            <span dir="ltr">{formatRupees(amount)}</span>
          </Button>
        ))}
        {allAmount !== undefined && (
          <Button variant="outline" size="sm" onClick={() => onPick(String(allAmount))}>
            {t('form.all')}
          </Button>
        )}
      </div>
    </div>
  );
}
