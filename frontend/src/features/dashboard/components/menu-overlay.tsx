import { Link } from 'react-router-dom';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/logout';

const items = [
  { label: 'Dashboard', href: paths.dashboard.getHref() },
  { label: 'Aviator Game', href: paths.aviator.getHref() },
  { label: 'Crash Game', href: paths.crash.getHref() },
  { label: 'Dice Game', href: paths.dice.getHref() },
  { label: 'Tournaments', href: paths.tournaments.getHref() },
  { label: 'Deposit', href: paths.deposit.getHref() },
  { label: 'Withdraw', href: paths.withdraw.getHref() },
  { label: 'Customize Avatar', href: paths.avatar.getHref() },
] as const;

const itemClass = 'block rounded-lg px-4 py-3 text-base font-medium text-slate-200 hover:bg-slate-800';

/** The phone menu of the dashboard (spec section 2), over the whole screen. */
export function MenuOverlay({ onClose }: { onClose: () => void }) {
  const logout = useLogout();
  return (
    <div role="dialog" aria-modal="true" aria-label="Menu" className="fixed inset-0 z-50 bg-slate-950 md:hidden">
      <div className="flex h-14 items-center justify-between border-b border-slate-800 px-4">
        <p className="font-semibold text-white">Menu</p>
        <button type="button" aria-label="Close menu" onClick={onClose} className="inline-flex size-10 items-center justify-center text-xl text-slate-200">
          <Icon name="close" className="size-6" />
        </button>
      </div>
      <nav aria-label="Dashboard menu" className="grid gap-1 p-4">
        {items.map((item) => (
          <Link key={item.label} to={item.href} onClick={onClose} className={itemClass}>
            {item.label}
          </Link>
        ))}
        <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending} className={`${itemClass} text-left text-red-300`}>
          Logout
        </button>
        <div className="mt-4 px-4">
          <ThemeToggle />
        </div>
      </nav>
    </div>
  );
}
