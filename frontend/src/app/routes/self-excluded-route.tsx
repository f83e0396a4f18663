import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { useCreateWithdrawal } from '@/features/money/api/create-withdrawal';
import { MoneyRequestForm } from '@/features/money/components/money-request-form';
import { useUser } from '@/lib/auth/current-user';
import { useLogout } from '@/lib/auth/logout';
import { formatRupees } from '@/lib/format';
import { usePlayRestriction } from '@/lib/protection/use-play-restriction';

/**
 * /self-excluded: all a self-excluded player sees until the exclusion ends. The balance, the exclusion's end and
 * the withdrawal form, so the player can take their money out, and a way to log out. Nothing else links from here.
 */
export function SelfExcludedRoute() {
  const { t } = useTranslation('common');
  const { data: user } = useUser({ checkOnMount: true });
  const { restriction, loading } = usePlayRestriction();
  const withdrawal = useCreateWithdrawal();
  const logout = useLogout();

  if (loading || !user) return <FullPageStatus message={t('status.loadingAccount')} />;
  if (restriction?.reason !== 'self-excluded') return <Navigate to={paths.dashboard.getHref()} replace />;

  return (
    <div className="min-h-screen bg-slate-950">
      <header className="border-b border-slate-800">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Brand />
          <Button variant="ghost" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {t('navBar.logout')}
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <section aria-labelledby="exclusion" className="grid gap-2 rounded-2xl border border-red-400/30 bg-red-400/10 p-5 sm:p-6">
          <h1 id="exclusion" className="text-2xl font-bold tracking-tight text-white">
            {t('selfExcluded.title')}
          </h1>
          <p data-testid="exclusion-end" className="text-sm text-slate-200">
            {restriction.message}
          </p>
          <p className="text-sm text-slate-300">{t('selfExcluded.body')}</p>
        </section>
        <section aria-label={t('selfExcluded.balanceSection')} className="rounded-2xl border border-slate-800 bg-slate-900 p-5 sm:p-6">
          <p className="text-sm text-slate-400">{t('selfExcluded.yourBalance')}</p>
          <p data-testid="balance" dir="ltr" className="mt-1 text-3xl font-extrabold text-amber-300 tabular-nums">
            {formatRupees(user.balance)}
          </p>
        </section>
        <section aria-label={t('selfExcluded.withdrawalForm')} className="rounded-2xl border border-slate-800 bg-slate-900 p-5 sm:p-6">
          <h2 className="mb-4 text-lg font-bold text-white">{t('selfExcluded.withdraw')}</h2>
          <MoneyRequestForm type="withdraw" balance={user.balance} userPhone={user.phone} submission={withdrawal} />
        </section>
      </main>
    </div>
  );
}
