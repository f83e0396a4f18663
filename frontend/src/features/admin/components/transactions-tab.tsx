import { usePendingTransactions } from '../api/get-pending-transactions';
import { useDecideTransaction, useLockedTransactionIds } from '../api/process-transaction';
import { AdminCard, ListStatus } from './admin-card';
import { PendingTransactionRow } from './pending-transaction-row';

/** Deposit and withdrawal requests waiting for a decision, refreshed every 10 s. */
export function TransactionsTab() {
  const { data: transactions, isPending, isError } = usePendingTransactions();
  const decide = useDecideTransaction();
  const locked = useLockedTransactionIds();

  return (
    <AdminCard title="Pending Transactions" description="Approve to complete a request, reject to refuse it.">
      {isPending ? (
        <ListStatus state="loading" message="Loading transactions..." />
      ) : isError ? (
        <ListStatus state="error" message="Could not load the transactions. The list will retry shortly." />
      ) : transactions.length === 0 ? (
        <ListStatus state="empty" message="No pending transactions" />
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
