import type { Transaction } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRupeesWithPaisa } from '@/lib/format';
import type { TransactionAction } from '../api/process-transaction';

const methodNames = { easypaisa: 'EasyPaisa', jazzcash: 'JazzCash' } as const;

type PendingTransactionRowProps = { transaction: Transaction; locked: boolean; onDecide: (action: TransactionAction) => void };

/**
 * One request with what the admin checks against the wallet statement, and the two decisions, locked once one is sent.
 * The amount is shown to the paisa, as approving moves exactly it; the time of day is checked against the 24-48 hour promise.
 */
export function PendingTransactionRow({ transaction, locked, onDecide }: PendingTransactionRowProps) {
  const { t } = useTranslation('admin');
  const isDeposit = transaction.type === 'deposit';
  return (
    <li aria-label={t(`transactions.request_${transaction.type}`, { username: transaction.username })} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex items-center gap-3">
            <span
              className={cn(
                'rounded-full border px-2.5 py-0.5 text-xs font-bold uppercase',
                isDeposit ? 'border-emerald-500/40 bg-emerald-500/15 text-emerald-300' : 'border-sky-500/40 bg-sky-500/15 text-sky-300',
              )}
            >
              {t(isDeposit ? 'transactions.deposit' : 'transactions.withdrawal')}
            </span>
            <span dir="ltr" className="text-lg font-bold text-white tabular-nums">{formatRupeesWithPaisa(transaction.amount)}</span>
          </div>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-400">
            <dt>{t('transactions.user')}</dt>
            <dd className="font-semibold text-slate-200">{transaction.username}</dd>
            <dt>{t('transactions.method')}</dt>
            <dd className="text-slate-200">{transaction.method ? methodNames[transaction.method] : '-'}</dd>
            <dt>{t('transactions.accountHolder')}</dt>
            <dd className="text-slate-200">{transaction.accountHolderName || '-'}</dd>
            {/* For a deposit the phone field holds the payment's transaction ID (spec section 3). */}
            <dt>{t(isDeposit ? 'transactions.transactionId' : 'transactions.phone')}</dt>
            <dd className="break-all text-slate-200">
              <bdi dir="ltr">{transaction.phone || '-'}</bdi>
            </dd>
            <dt>{t('transactions.requested')}</dt>
            <dd className="text-slate-200 tabular-nums">
              <time dateTime={transaction.createdAt} dir="ltr">{formatDateTime(transaction.createdAt)}</time>
            </dd>
          </dl>
        </div>
        <div className="flex gap-2">
          <Button size="sm" disabled={locked} onClick={() => onDecide('approve')}>
            {t('transactions.approve')}
          </Button>
          <Button size="sm" variant="danger" disabled={locked} onClick={() => onDecide('reject')}>
            {t('transactions.reject')}
          </Button>
        </div>
      </div>
    </li>
  );
}
