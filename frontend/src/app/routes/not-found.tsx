import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="text-center">
        <p className="text-7xl font-extrabold text-emerald-400/80">404</p>
        <h1 className="mt-4 text-2xl font-bold text-white">{t('notFound.title')}</h1>
        <p className="mt-2 text-sm text-slate-400">{t('notFound.body')}</p>
        <Button asChild className="mt-6">
          <Link to={paths.root.getHref()}>{t('notFound.home')}</Link>
        </Button>
      </div>
    </main>
  );
}
