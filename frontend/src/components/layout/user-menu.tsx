import { type PublicUser, publicAvatarOf } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/avatar/avatar';
import { useLogout } from '@/lib/auth/logout';
import { useMenuButton } from '@/lib/use-menu-button';
import { userMenuLinks } from './nav-links';

const itemClass = 'block w-full rounded-md px-3 py-2 text-start text-sm text-slate-300 hover:bg-slate-800 hover:text-white focus:bg-slate-800 focus:text-white focus:outline-none';

/** The avatar button and its menu: money, games, the app and Log out (spec section 2). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation('common');
  const menu = useMenuButton();
  const logout = useLogout();

  return (
    <div {...menu.rootProps} className="relative">
      <button
        type="button"
        aria-label={t('navBar.userMenu')}
        {...menu.buttonProps}
        className="rounded-full focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none"
      >
        <Avatar username={user.username} avatar={publicAvatarOf(user.avatarColor, user.selectedAccessories)} />
      </button>
      {menu.open && (
        <div className="absolute end-0 z-50 mt-2 w-56 rounded-xl border border-slate-800 bg-slate-900 p-2 shadow-xl">
          <p className="truncate px-3 py-2 text-sm font-semibold text-white">{user.username}</p>
          <div {...menu.menuProps}>
            {userMenuLinks.map((link) => (
              <Link key={link.key} role="menuitem" tabIndex={-1} to={link.href} onClick={menu.close} className={itemClass}>
                {t(`nav.${link.key}`)}
              </Link>
            ))}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
              className={`${itemClass} mt-1 border-t border-slate-800 text-red-300`}
            >
              {t('navBar.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
