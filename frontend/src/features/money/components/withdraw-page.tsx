import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('money');

  // The route guard renders this page only once a user is known; this covers the moment it is cleared.
  if (!user) return <FullPageStatus message={t('loadingAccount')} />;

  return (
    <MoneyPageLayout title={t('withdraw.title')} balance={user.balance}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label={t('withdraw.form')} className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
          <MoneyRequestForm type="withdraw" balance={user.balance} userPhone={user.phone} submission={withdrawal} />
        </section>
        <WithdrawGuide />
      </div>
      <RequestHistory type="withdraw" title={t('withdraw.history')} emptyMessage={t('withdraw.empty')} phoneLabel={t('withdraw.historyPhone')} />
    </MoneyPageLayout>
  );
}
