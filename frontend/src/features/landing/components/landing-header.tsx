import { Link } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const links = [
  { label: 'Home', to: paths.root.getHref() },
  { label: 'Crash', to: paths.crash.getHref() },
  { label: 'Deposit', to: paths.deposit.getHref() },
  { label: 'Withdraw', to: paths.withdraw.getHref() },
] as const;

/** The landing page's own header: brand, the four links of the notes, and the way in. */
export function LandingHeader() {
  return (
    <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
        <Link to={paths.root.getHref()}>
          <Brand />
        </Link>
        <nav aria-label="Main" className="hidden gap-6 text-sm font-medium text-slate-300 md:flex">
          {links.map((link) => (
            <Link key={link.label} to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          ))}
        </nav>
        <Button asChild size="sm">
          <Link to={paths.auth.getHref()}>Login / Register</Link>
        </Button>
      </div>
      <nav aria-label="Main" className="flex justify-around border-t border-slate-800/60 py-2 text-sm text-slate-300 md:hidden">
        {links.map((link) => (
          <Link key={link.label} to={link.to} className="px-2 py-1 hover:text-white">
            {link.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
