import type { PublicUser } from '@pkr/contracts';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useLogout } from '@/lib/auth/logout';
import { useDismiss } from '@/lib/use-dismiss';
import { userMenuLinks } from './nav-links';

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-300 hover:bg-slate-800 hover:text-white';

/** The avatar button and its menu: money, games, the app and Log out (spec section 2). */
export function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const logout = useLogout();
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="User menu"
        onClick={() => setOpen((value) => !value)}
        className="rounded-full focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none"
      >
        <UserAvatar user={user} />
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-800 bg-slate-900 p-2 shadow-xl">
          <p className="truncate px-3 py-2 text-sm font-semibold text-white">{user.username}</p>
          {userMenuLinks.map((link) => (
            <Link key={link.label} role="menuitem" to={link.href} onClick={close} className={itemClass}>
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
            className={`${itemClass} mt-1 border-t border-slate-800 text-red-300`}
          >
            Log out
          </button>
        </div>
      )}
    </div>
  );
}
