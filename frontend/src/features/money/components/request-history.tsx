import type { Transaction } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatRupees } from '@/lib/format';
import { useTransactions } from '../api/get-transactions';

const statusColours: Record<Transaction['status'], string> = {
  pending: 'border-yellow-500/40 bg-yellow-500/15 text-yellow-300',
  completed: 'border-emerald-500/40 bg-emerald-500/15 text-emerald-300',
  rejected: 'border-red-500/40 bg-red-500/15 text-red-300',
};

const methodNames = { easypaisa: 'EasyPaisa', jazzcash: 'JazzCash' } as const;

type RequestHistoryProps = { type: Transaction['type']; title: string; emptyMessage: string; phoneLabel: string };

/** The player's own requests of one type, newest first, in a scroll area 600 px high (spec section 9). */
export function RequestHistory({ type, title, emptyMessage, phoneLabel }: RequestHistoryProps) {
  const { data: transactions, isPending, isError } = useTransactions(type);
  const { t } = useTranslation('money');

  return (
    <section aria-labelledby={`${type}-history-title`} className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
      <h2 id={`${type}-history-title`} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <div className="mt-4 h-[600px] overflow-y-auto pe-1">
        {isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-400">
            <Spinner size="sm" /> {t('history.loading')}
          </p>
        ) : isError ? (
          <p className="text-sm text-red-400">{t('history.failed')}</p>
        ) : transactions.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-400">{emptyMessage}</p>
        ) : (
          <ul className="grid gap-3">
            {transactions.map((transaction) => (
              <li key={transaction.id} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
                <div className="flex items-center justify-between gap-3">
                  <span dir="ltr" className="text-base font-semibold text-white tabular-nums">{formatRupees(transaction.amount)}</span>
                  <span
                    className={cn('rounded-full border px-2.5 py-0.5 text-xs font-bold', statusColours[transaction.status])}
                  >
                    {t(`history.status.${transaction.status}`)}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-400">
                  <dt>{t('history.date')}</dt>
                  <dd className="text-slate-200">{formatDate(transaction.createdAt)}</dd>
                  <dt>{t('history.method')}</dt>
                  <dd className="text-slate-200">{transaction.method ? methodNames[transaction.method] : '-'}</dd>
                  <dt>{phoneLabel}</dt>
                  <dd className="break-all text-slate-200">{transaction.phone || '-'}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
