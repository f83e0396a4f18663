import { balanceAdjustmentSchema, limits, type PublicUser } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Spinner } from '@/components/ui/spinner';
import { formatRupees } from '@/lib/format';
import { useAdjustBalance } from '../api/adjust-balance';
import { formMessage } from '@/lib/form-message';
import { AdjustmentFields } from './adjustment-fields';

/** Spec section 5: a whole number of PKR; anything that does not read as one counts as 0. */
const parseAdjustment = (text: string): number => Number.parseInt(text, 10) || 0;

/** Adds or deducts PKR for one user, with a reason, previewing the balance that will result. */
export function BalanceAdjustmentDialog({ user }: { user: PublicUser }) {
  const { t } = useTranslation('adminUsers');
  const [open, setOpen] = useState(false);
  const [amountText, setAmountText] = useState('0');
  const [reason, setReason] = useState('');
  const adjustMutation = useAdjustBalance(user.id);
  const amount = parseAdjustment(amountText);
  // The contracts' rules: a reason is required, and the amount is not 0 and within what one adjustment may move.
  const checked = balanceAdjustmentSchema.safeParse({ amount, reason });
  const ready = checked.success;
  // 0 is where the field starts, so only an amount typed or stepped to is told what is wrong with it.
  const amountError = amount === 0 ? undefined : formMessage(checked.error?.issues.find((issue) => issue.path[0] === 'amount')?.message);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setAmountText('0');
      setReason('');
    }
  };
  const submit = () => adjustMutation.mutate({ userId: user.id, amount, reason: reason.trim() }, { onSuccess: () => changeOpen(false) });

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t('adjust.openFor', { username: user.username })}>
          {t('adjust.open')}
        </Button>
      </Dialog.Trigger>
      <DialogFrame
        title={t('adjust.title')}
        description={t('adjust.description', { username: user.username, balance: formatRupees(user.balance) })}
      >
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !adjustMutation.isPending) submit();
          }}
        >
          <AdjustmentFields
            amountText={amountText}
            amountError={amountError}
            reason={reason}
            onAmountText={setAmountText}
            onStep={(direction) => setAmountText(String(amount + direction * limits.balanceAdjustmentStep))}
            onReason={setReason}
          />
          <div className="flex items-center justify-between rounded-lg border border-slate-800 bg-slate-950/60 px-4 py-3 text-sm">
            <span className="text-slate-400">{t('adjust.newBalance')}</span>
            <span data-testid="new-balance" dir="ltr" className="font-bold text-amber-300 tabular-nums">
              {formatRupees(user.balance + amount)}
            </span>
          </div>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{t('admin:cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={!ready || adjustMutation.isPending}>
              {adjustMutation.isPending && <Spinner />}
              {t('adjust.confirm')}
            </Button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
