import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const links = [
  { key: 'home', to: paths.root.getHref() },
  { key: 'crash', to: paths.crash.getHref() },
  { key: 'deposit', to: paths.deposit.getHref() },
  { key: 'withdraw', to: paths.withdraw.getHref() },
] as const;

/** The landing page's own header: brand, the four links of the notes, and the way in. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  return (
    <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
        <Link to={paths.root.getHref()}>
          <Brand />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden gap-6 text-sm font-medium text-slate-300 md:flex">
          {links.map((link) => (
            <Link key={link.key} to={link.to} className="hover:text-white">
              {t(`nav.${link.key}`)}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <Button asChild size="sm">
            <Link to={paths.auth.getHref()}>{t('nav.login')}</Link>
          </Button>
        </div>
      </div>
      <nav aria-label={t('nav.label')} className="flex justify-around border-t border-slate-800/60 py-2 text-sm text-slate-300 md:hidden">
        {links.map((link) => (
          <Link key={link.key} to={link.to} className="px-2 py-1 hover:text-white">
            {t(`nav.${link.key}`)}
          </Link>
        ))}
      </nav>
    </header>
  );
}
