import { useTranslation } from 'react-i18next';
import { usePendingTransactions } from '../api/get-pending-transactions';
import { useDecideTransaction, useLockedTransactionIds } from '../api/process-transaction';
import { AdminCard, ListStatus } from './admin-card';
import { PendingTransactionRow } from './pending-transaction-row';

/** Deposit and withdrawal requests waiting for a decision, refreshed every 10 s. */
export function TransactionsTab() {
  const { t } = useTranslation('admin');
  const { data: transactions, isPending, isError } = usePendingTransactions();
  const decide = useDecideTransaction();
  const locked = useLockedTransactionIds();

  return (
    <AdminCard title={t('transactions.title')} description={t('transactions.description')}>
      {isPending ? (
        <ListStatus state="loading" message={t('transactions.loading')} />
      ) : isError ? (
        <ListStatus state="error" message={t('transactions.error')} />
      ) : transactions.length === 0 ? (
        <ListStatus state="empty" message={t('transactions.empty')} />
      ) : (
        <ul className="grid gap-3">
          {transactions.map((transaction) => (
            <PendingTransactionRow
              key={transaction.id}
              transaction={transaction}
              locked={locked.has(transaction.id)}
              onDecide={(action) => decide({ id: transaction.id, action })}
            />
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
