import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The error screen (spec section 2); plain page loads, so it works even when the router itself failed. */
export function MainErrorFallback() {
  const { t } = useTranslation('common');
  return (
    <main role="alert" className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div className="w-full max-w-md rounded-2xl border border-slate-800 bg-slate-900 p-8 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-500/15 text-2xl text-red-400">!</div>
        <h1 className="mt-4 text-2xl font-bold text-white">{t('errorScreen.title')}</h1>
        <p className="mt-2 text-sm text-slate-400">
          {t('errorScreen.body')}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('errorScreen.refresh')}</Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            {t('errorScreen.home')}
          </Button>
        </div>
      </div>
    </main>
  );
}
