import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { useAdminCheck } from '../hooks/use-admin-check';

/** Renders the panel only for an admin session (spec section 2); anyone else is shown the way to the admin login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const check = useAdminCheck();

  if (check.status === 'checking') return <FullPageStatus message={t('guard.verifying')} />;
  if (check.status === 'admin') return children;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="w-full max-w-md rounded-2xl border border-red-500/30 bg-slate-900 p-8 text-center shadow-2xl shadow-black/40">
        <h1 className="text-2xl font-bold text-white">{t('guard.title')}</h1>
        <p className="mt-2 text-sm text-slate-300">{t('guard.description')}</p>
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-3 text-sm text-red-200">
          {t(`guard.${check.denial}.message`)}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.adminLogin.getHref()}>{t('guard.returnToLogin')}</Link>
        </Button>
      </div>
    </main>
  );
}
