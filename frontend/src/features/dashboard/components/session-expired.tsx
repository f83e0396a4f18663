import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when the dashboard has no user data (spec section 2). */
export function SessionExpired() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="w-full max-w-sm rounded-2xl border border-slate-800 bg-slate-900 p-8 text-center">
        <h1 className="text-xl font-bold text-white">Session Expired</h1>
        <p className="mt-2 text-sm text-slate-400">Your session has expired. Please log in again to continue.</p>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.auth.getHref()}>Log In Now</Link>
        </Button>
      </div>
    </main>
  );
}
