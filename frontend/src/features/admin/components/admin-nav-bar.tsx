import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminLogout } from '../api/admin-session';

/** The panel's own bar: which area this is, and the way out. */
export function AdminNavBar() {
  const { t } = useTranslation('admin');
  const logoutMutation = useAdminLogout();
  return (
    <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6">
        <div className="flex items-center gap-3">
          <Brand />
          <span className="rounded-full border border-amber-400/40 bg-amber-400/10 px-2.5 py-0.5 text-xs font-semibold text-amber-300">
            {t('navBar.badge')}
          </span>
        </div>
        <Button variant="outline" size="sm" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          {logoutMutation.isPending && <Spinner size="sm" />}
          {t('navBar.logout')}
        </Button>
      </div>
    </header>
  );
}
