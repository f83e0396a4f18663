import { FullPageStatus } from '@/components/ui/full-page-status';
import { useUser } from '@/lib/auth/current-user';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { MoneyPageLayout } from './money-page-layout';
import { MoneyRequestForm } from './money-request-form';
import { RequestHistory } from './request-history';
import { WithdrawGuide } from './withdraw-guide';

/** /withdraw (spec section 2): the request form, what happens next, and the player's withdrawals. */
export function WithdrawPage() {
  // The stored user may be minutes old; a money page shows the server's balance (and 'All' fills it).
  const { data: user } = useUser({ checkOnMount: true });
  const withdrawal = useCreateWithdrawal();

  // The route guard renders this page only once a user is known; this covers the moment it is cleared.
  if (!user) return <FullPageStatus message="Loading your account information..." />;

  return (
    <MoneyPageLayout title="Withdraw Funds" balance={user.balance}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="Withdrawal form" className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
          <MoneyRequestForm type="withdraw" balance={user.balance} userPhone={user.phone} submission={withdrawal} />
        </section>
        <WithdrawGuide />
      </div>
      <RequestHistory
        type="withdraw"
        title="Withdrawal History"
        emptyMessage="No withdrawal history found"
        phoneLabel="Phone"
      />
    </MoneyPageLayout>
  );
}
