import type { PublicUser } from '@pkr/contracts';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { Brand } from '@/components/ui/brand';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { BottomBar } from './bottom-bar';
import { MenuOverlay } from './menu-overlay';

/** The dashboard's frame: the public bar on wide screens; a sticky top bar, menu overlay and bottom bar on phones. */
export function DashboardFrame({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = useTranslation('dashboard');
  const menuOpener = useRef<HTMLElement | null>(null);
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    menuOpener.current = event.currentTarget;
    setMenuOpen(true);
  };
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <div className="hidden md:block">
        <NavBar />
      </div>
      <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-slate-800 bg-slate-950/95 px-4 backdrop-blur md:hidden">
        <Link to={paths.dashboard.getHref()} aria-label={t('home')}>
          <Brand />
        </Link>
        <div className="flex items-center gap-3">
          <span dir="ltr" className="text-sm font-bold text-amber-300 tabular-nums">{formatRupees(user.balance)}</span>
          <button
            type="button"
            aria-label={t('openMenu')}
            onClick={openMenu}
            className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-800 text-xl text-slate-200"
          >
            <Icon name="menu" className="size-6" />
          </button>
        </div>
      </header>
      <MenuOverlay open={menuOpen} onOpenChange={setMenuOpen} opener={menuOpener} />
      <div className="flex-1">{children}</div>
      <Footer>
        <p>
          {t('userId')} <span data-testid="user-id" dir="ltr" className="font-mono">{user.id.slice(0, 8)}…</span>
        </p>
      </Footer>
      <BottomBar onMenu={openMenu} />
    </div>
  );
}
