import { limits } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useExclusive } from '@/lib/use-exclusive';
import { useZodForm } from '@/lib/use-zod-form';
import { AmountField } from './amount-field';
import { MethodField } from './method-field';
import { moneyRequestSchemas, type MoneyRequest, type MoneyRequestType } from './money-request-schemas';

/**
 * Spec section 9. For a deposit the 'phone' field carries the payment's transaction ID (spec section 3). Each
 * type's texts are the catalogue's `deposit.*` and `withdraw.*`.
 */
const quickAmounts = { deposit: [300, 500, 1000, 2000], withdraw: [500, 1000, 2000, 5000] } as const;

export type MoneyRequestSubmission = {
  mutate: (request: MoneyRequest, options: { onSuccess?: () => void; onSettled: () => void }) => void;
  isPending: boolean;
};

type MoneyRequestFormProps = {
  type: MoneyRequestType;
  balance: number;
  /** The user's phone, pre-filled for a withdrawal; a deposit's field is a transaction ID and starts empty. */
  userPhone: string;
  submission: MoneyRequestSubmission;
};

export function MoneyRequestForm({ type, balance, userPhone, submission }: MoneyRequestFormProps) {
  const { t } = useTranslation('money');
  const form = useZodForm(moneyRequestSchemas[type], {
    amount: '',
    method: '',
    accountHolderName: '',
    phone: type === 'withdraw' ? userPhone : '',
  });
  const submit = useExclusive(submission.mutate);
  const send = (request: MoneyRequest) => submit(request, form.reset);

  return (
    <form
      noValidate
      aria-label={t(`${type}.request`)}
      onSubmit={form.handleSubmit(send)}
      className="grid gap-5"
    >
      <AmountField
        id={`${type}-amount`}
        quickAmounts={quickAmounts[type]}
        allAmount={type === 'withdraw' ? balance : undefined}
        onPick={(amount) => form.setValue('amount', amount)}
        {...form.register('amount')}
      />
      <MethodField
        id={`${type}-method`}
        value={form.values.method}
        error={form.errors.method}
        onChange={(method) => form.setValue('method', method)}
      />
      <FormField
        id={`${type}-holder`}
        label={t('form.holder')}
        autoComplete="name"
        placeholder={t('form.holderPlaceholder')}
        {...form.register('accountHolderName')}
      />
      <FormField
        id={`${type}-phone`}
        label={t(`${type}.phoneLabel`)}
        inputMode={type === 'withdraw' ? 'tel' : 'text'}
        placeholder={t(`${type}.phonePlaceholder`, { min: limits.depositTransactionIdMin })}
        {...form.register('phone')}
      />
      <Button type="submit" size="lg" disabled={submission.isPending} className="w-full">
        {submission.isPending && <Spinner />}
        {t(`${type}.submit`)}
      </Button>
    </form>
  );
}
