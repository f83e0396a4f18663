import { Link } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { useLogout } from '@/lib/auth/logout';
import { formatRupees } from '@/lib/format';
import { SessionExpired } from './session-expired';
import { useAccountErrorToast } from '../hooks/use-account-error-toast';

/** The player's home: who is logged in and what they hold. The full dashboard grows around this. */
export function Dashboard() {
  const { data: user, error } = useUser();
  const logoutMutation = useLogout();
  useAccountErrorToast(error);

  if (!user) return <SessionExpired />;

  return (
    <div className="min-h-screen bg-slate-950">
      <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-6">
          <Link to={paths.dashboard.getHref()}>
            <Brand />
          </Link>
          <Button variant="outline" size="sm" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
            {logoutMutation.isPending && <Spinner className="size-4" />}
            Log out
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-6 py-10">
        <section className="rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-emerald-950/40 p-8">
          <p className="text-sm font-medium text-emerald-400">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-white">Welcome, {user.username}</h1>
          <div className="mt-8 flex flex-wrap items-end justify-between gap-6">
            <div>
              <p className="text-sm text-slate-400">Your balance</p>
              <p data-testid="balance" className="mt-1 text-4xl font-extrabold text-amber-300 tabular-nums">
                {formatRupees(user.balance)}
              </p>
            </div>
            <div className="flex gap-3">
              <Button asChild>
                <Link to={paths.deposit.getHref()}>Deposit Funds</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={paths.withdraw.getHref()}>Withdraw</Link>
              </Button>
            </div>
          </div>
        </section>
        <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-8">
          <div>
            <h2 className="text-xl font-bold text-white">Aviator</h2>
            <p className="mt-1 text-sm text-slate-400">Bet before take-off and cash out before the plane flies away.</p>
          </div>
          <Button asChild>
            <Link to={paths.aviator.getHref()}>Play Aviator</Link>
          </Button>
        </section>
        <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-8">
          <div>
            <h2 className="text-xl font-bold text-white">Crash</h2>
            <p className="mt-1 text-sm text-slate-400">Watch the multiplier grow and cash out before it crashes.</p>
          </div>
          <Button asChild>
            <Link to={paths.crash.getHref()}>Play Crash</Link>
          </Button>
        </section>
      </main>
    </div>
  );
}
