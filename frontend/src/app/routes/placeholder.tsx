import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A route whose screen is still being built: its title and a way back. */
export function PlaceholderRoute({ title }: { title: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900 p-8 text-center">
        <h1 className="text-2xl font-bold text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-400">This page is being prepared.</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to={paths.dashboard.getHref()}>Back to Dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
