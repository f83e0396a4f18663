import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { formatRupees } from '@/lib/format';

type MoneyPageLayoutProps = { title: string; balance: number; badge?: ReactNode; aside?: ReactNode; children: ReactNode };

/**
 * The frame both money pages share: the way back to the dashboard (with an optional link beside it), the title
 * and the current balance.
 */
export function MoneyPageLayout({ title, balance, badge, aside, children }: MoneyPageLayoutProps) {
  const { t } = useTranslation('money');
  return (
    <div className="min-h-screen bg-slate-950">
      <main className="mx-auto grid max-w-5xl gap-6 px-6 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BackToDashboard />
          {aside}
        </div>
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-white">{title}</h1>
            {badge}
          </div>
          <div className="text-end">
            <p className="text-sm text-slate-400">{t('yourBalance')}</p>
            <p data-testid="balance" dir="ltr" className="text-2xl font-extrabold text-amber-300 tabular-nums">
              {formatRupees(balance)}
            </p>
          </div>
        </header>
        {children}
      </main>
    </div>
  );
}
