import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="text-center">
        <p className="text-7xl font-extrabold text-emerald-400/80">404</p>
        <h1 className="mt-4 text-2xl font-bold text-white">Page Not Found</h1>
        <p className="mt-2 text-sm text-slate-400">The page you are looking for does not exist or has been moved.</p>
        <Button asChild className="mt-6">
          <Link to={paths.root.getHref()}>Go to Home</Link>
        </Button>
      </div>
    </main>
  );
}
