import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { useAdminCheck } from '../hooks/use-admin-check';

/** Renders the panel only for an admin session (spec section 2); anyone else is shown the way to the admin login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const check = useAdminCheck();

  if (check.status === 'checking') return <FullPageStatus message="Verifying admin access..." />;
  if (check.status === 'admin') return children;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="w-full max-w-md rounded-2xl border border-red-500/30 bg-slate-900 p-8 text-center shadow-2xl shadow-black/40">
        <h1 className="text-2xl font-bold text-white">Admin Access Required</h1>
        <p className="mt-2 text-sm text-slate-300">You don't have permission to view this page.</p>
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-3 text-sm text-red-200">
          {check.message}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.adminLogin.getHref()}>Return to Login</Link>
        </Button>
      </div>
    </main>
  );
}
