import { useTranslation } from 'react-i18next';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { Icon } from '@/components/ui/icons';
import { supportChatHref } from '@/config/support';
import { useUser } from '@/lib/auth/current-user';
import { useCreateDeposit } from '../api/create-deposit';
import { DepositGuide } from './deposit-guide';
import { MoneyPageLayout } from './money-page-layout';
import { MoneyRequestForm } from './money-request-form';
import { RequestHistory } from './request-history';

function StatusBadge() {
  const { t } = useTranslation('money');
  return (
    <p className="mt-2 inline-flex items-center gap-2 rounded-full border border-emerald-500/40 bg-emerald-500/10 px-3 py-1 text-xs font-semibold text-emerald-300">
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
      {t('deposit.status')}
    </p>
  );
}

/** Where the player asks for the account to pay into (the page does not show it). */
function SupportLink() {
  const { t } = useTranslation('money');
  return (
    <a
      href={supportChatHref()}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full bg-green-700 px-4 py-2 text-sm font-semibold text-ink-on-fill hover:bg-green-800"
    >
      <Icon name="chat" className="size-4" />
      {t('deposit.support')}
    </a>
  );
}

/** /deposit (spec section 2): the request form, how and where to pay, and the player's deposits. */
export function DepositPage() {
  // The stored user may be minutes old; a money page shows the server's balance (and 'All' fills it).
  const { data: user } = useUser({ checkOnMount: true });
  const deposit = useCreateDeposit();
  const { t } = useTranslation('money');

  // The route guard renders this page only once a user is known; this covers the moment it is cleared.
  if (!user) return <FullPageStatus message={t('loadingAccount')} />;

  return (
    <MoneyPageLayout title={t('deposit.title')} balance={user.balance} badge={<StatusBadge />} aside={<SupportLink />}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label={t('deposit.form')} className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
          <MoneyRequestForm type="deposit" balance={user.balance} userPhone={user.phone} submission={deposit} />
        </section>
        <DepositGuide />
      </div>
      <RequestHistory type="deposit" title={t('deposit.history')} emptyMessage={t('deposit.empty')} phoneLabel={t('deposit.phoneLabel')} />
    </MoneyPageLayout>
  );
}
