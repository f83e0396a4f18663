import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/logout';

/** Each item's label is the catalogue's `menu.items.<key>`. */
const items = [
  { key: 'dashboard', href: paths.dashboard.getHref() },
  { key: 'aviator', href: paths.aviator.getHref() },
  { key: 'crash', href: paths.crash.getHref() },
  { key: 'dice', href: paths.dice.getHref() },
  { key: 'tournaments', href: paths.tournaments.getHref() },
  { key: 'deposit', href: paths.deposit.getHref() },
  { key: 'withdraw', href: paths.withdraw.getHref() },
  { key: 'avatar', href: paths.avatar.getHref() },
  { key: 'responsiblePlay', href: paths.responsiblePlay.getHref() },
] as const;

const itemClass = 'block rounded-lg px-4 py-3 text-base font-medium text-slate-200 hover:bg-slate-800';

type MenuOverlayProps = { open: boolean; onOpenChange: (open: boolean) => void; opener: RefObject<HTMLElement | null> };

/** The phone menu of the dashboard (spec section 2), a modal dialog over the whole screen. */
export function MenuOverlay({ open, onOpenChange, opener }: MenuOverlayProps) {
  const logout = useLogout();
  const { t } = useTranslation('dashboard');
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          // Two buttons open this menu, so focus goes back to the one that did rather than to a single trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 bg-slate-950 focus:outline-none md:hidden"
        >
          <div className="flex h-14 items-center justify-between border-b border-slate-800 px-4">
            <Dialog.Title className="font-semibold text-white">{t('menu.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('menu.close')} className="inline-flex size-10 items-center justify-center text-xl text-slate-200">
              <Icon name="close" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu.label')} className="grid gap-1 p-4">
            {items.map((item) => (
              <Link key={item.key} to={item.href} onClick={close} className={itemClass}>
                {t(`menu.items.${item.key}`)}
              </Link>
            ))}
            <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending} className={`${itemClass} text-start text-red-300`}>
              {t('menu.logout')}
            </button>
            <div className="mt-4 flex flex-wrap items-center gap-2 px-4">
              <LanguageSwitch />
              <ThemeToggle />
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
