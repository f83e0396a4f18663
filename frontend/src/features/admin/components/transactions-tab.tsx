import { usePendingTransactions } from '../api/get-pending-transactions';
import { useProcessTransaction } from '../api/process-transaction';
import { AdminCard, ListStatus } from './admin-card';
import { PendingTransactionRow } from './pending-transaction-row';

/** Deposit and withdrawal requests waiting for a decision, refreshed every 10 s. */
export function TransactionsTab() {
  const { data: transactions, isPending, isError } = usePendingTransactions();
  const processMutation = useProcessTransaction();

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
              // One decision at a time: the buttons of the request being decided are locked until the answer.
              busy={processMutation.isPending && processMutation.variables.id === transaction.id}
              onDecide={(action) => processMutation.mutate({ id: transaction.id, action })}
            />
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
