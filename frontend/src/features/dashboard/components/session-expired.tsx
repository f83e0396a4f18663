import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when the dashboard has no user data (spec section 2). */
export function SessionExpired() {
  const { t } = useTranslation('dashboard');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="w-full max-w-sm rounded-2xl border border-slate-800 bg-slate-900 p-8 text-center">
        <h1 className="text-xl font-bold text-white">{t('sessionExpired.title')}</h1>
        <p className="mt-2 text-sm text-slate-400">{t('sessionExpired.lead')}</p>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.auth.getHref()}>{t('sessionExpired.login')}</Link>
        </Button>
      </div>
    </main>
  );
}
