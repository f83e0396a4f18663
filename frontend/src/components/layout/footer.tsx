import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { supportChatHref } from '@/config/support';

const footerLinks = [
  { key: 'aviator', href: paths.aviator.getHref() },
  { key: 'crash', href: paths.crash.getHref() },
  { key: 'dashboard', href: paths.dashboard.getHref() },
  { key: 'deposit', href: paths.deposit.getHref() },
  { key: 'withdraw', href: paths.withdraw.getHref() },
  { key: 'leaderboard', href: paths.leaderboard.getHref() },
  { key: 'responsiblePlay', href: paths.responsiblePlay.getHref() },
  { key: 'terms', href: paths.terms.getHref() },
  { key: 'privacy', href: paths.privacy.getHref() },
  { key: 'fairness', href: paths.fairness.getHref() },
  { key: 'download', href: paths.download.getHref() },
] as const;

/** The footer of spec section 2: its links, support, the copyright with the current year, and an optional line. */
export function Footer({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-6">
          <div className="max-w-xs">
            <Brand />
            <p className="mt-2 text-sm text-slate-400">{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <Link key={link.key} to={link.href} className="text-sm text-slate-400 hover:text-white">
                {t(`nav.${link.key}`)}
              </Link>
            ))}
            <a href={supportChatHref()} target="_blank" rel="noopener noreferrer" className="text-sm text-slate-400 hover:text-white">
              {t('footer.support')}
            </a>
          </nav>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-800 pt-4 text-xs text-slate-500">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          {children}
        </div>
      </div>
    </footer>
  );
}
