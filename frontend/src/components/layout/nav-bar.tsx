import { publicAvatarOf } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Avatar } from '@/components/avatar/avatar';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { useLogout } from '@/lib/auth/logout';
import { cn } from '@/lib/cn';
import { formatRupeeSign } from '@/lib/format';
import { LanguageSwitch } from './language-switch';
import { navLinks, userMenuLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:text-white', isActive && 'text-emerald-400');

/**
 * The public navigation bar (spec section 2). The balance is read from the current-user query, so it changes
 * whenever that query does.
 */
export function NavBar() {
  const { t } = useTranslation('common');
  const { data: user } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.dashboard.getHref()} aria-label={t('brandHome')}>
          <Brand />
        </Link>
        <nav aria-label={t('navBar.main')} className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink key={link.key} to={link.href} className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <span className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            <span className="hidden lg:block">
              <ThemeToggle />
            </span>
          </span>
          {user ? (
            <>
              <span data-testid="nav-balance" dir="ltr" className="font-bold text-amber-300 tabular-nums">
                {formatRupeeSign(user.balance)}
              </span>
              {/* On a phone the avatar shows who is signed in; the menu button beside it holds the user's links. */}
              <span aria-hidden="true" className="md:hidden">
                <Avatar username={user.username} avatar={publicAvatarOf(user.avatarColor, user.selectedAccessories)} />
              </span>
              <span className="hidden md:block">
                <UserMenu user={user} />
              </span>
            </>
          ) : (
            <span className="hidden md:block">
              <Button asChild size="sm">
                <Link to={paths.auth.getHref()}>{t('navBar.login')}</Link>
              </Button>
            </span>
          )}
          <button
            type="button"
            aria-label={menuOpen ? t('navBar.closeMenu') : t('navBar.openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-800 text-slate-200 md:hidden"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav aria-label={t('navBar.mobile')} className="border-t border-slate-800 bg-slate-950 px-4 py-3 md:hidden">
          <ul className="grid gap-1">
            {[...navLinks, ...(user ? userMenuLinks : [])].map((link) => (
              <li key={`${link.key}-${link.href}`}>
                <NavLink to={link.href} onClick={() => setMenuOpen(false)} className={linkClass}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 border-t border-slate-800 pt-3">
              {user ? (
                <Button variant="outline" size="sm" className="w-full" onClick={() => logout.mutate()} disabled={logout.isPending}>
                  {t('navBar.logout')}
                </Button>
              ) : (
                <Button asChild size="sm" className="w-full">
                  <Link to={paths.auth.getHref()}>{t('navBar.login')}</Link>
                </Button>
              )}
            </li>
            <li className="flex flex-wrap items-center gap-2 pt-2">
              <LanguageSwitch />
              <ThemeToggle />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
