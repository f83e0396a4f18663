import { Link } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { supportChatHref } from '@/config/support';

const footerLinks = [
  { label: 'Aviator', href: paths.aviator.getHref() },
  { label: 'Crash', href: paths.crash.getHref() },
  { label: 'Dashboard', href: paths.dashboard.getHref() },
  { label: 'Deposit', href: paths.deposit.getHref() },
  { label: 'Withdraw', href: paths.withdraw.getHref() },
  { label: 'Leaderboard', href: paths.leaderboard.getHref() },
  { label: 'Responsible Play', href: paths.responsiblePlay.getHref() },
  { label: 'Terms of Service', href: paths.terms.getHref() },
  { label: 'Privacy Policy', href: paths.privacy.getHref() },
  { label: 'Provably Fair', href: paths.fairness.getHref() },
  { label: 'Download App', href: paths.download.getHref() },
] as const;

/** The footer of spec section 2: its links, support, the copyright with the current year, and an optional line. */
export function Footer({ children }: { children?: React.ReactNode }) {
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-6">
          <div className="max-w-xs">
            <Brand />
            <p className="mt-2 text-sm text-slate-400">Real-time Crash and Aviator in Pakistani rupees. Players must be 18 or older.</p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <Link key={link.label} to={link.href} className="text-sm text-slate-400 hover:text-white">
                {link.label}
              </Link>
            ))}
            <a href={supportChatHref()} target="_blank" rel="noopener noreferrer" className="text-sm text-slate-400 hover:text-white">
              Contact Support
            </a>
          </nav>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-800 pt-4 text-xs text-slate-500">
          <p>© {new Date().getFullYear()} PKR Games. All rights reserved.</p>
          {children}
        </div>
      </div>
    </footer>
  );
}
