import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { useMinimumDelay } from '@/lib/use-minimum-delay';

/** Spec section 9: coming-soon pages show the loader for 1.5 s. */
export const COMING_SOON_LOADING_MS = 1_500;

/** A coming-soon page: the loader first, then a hero with its features and the way back. */
export function ComingSoonLayout({ title, features, hero, children }: { title: string; features: string[]; hero: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('comingSoon');
  const loaded = useMinimumDelay(COMING_SOON_LOADING_MS);
  if (!loaded) return <FullScreenLoader title={title} />;
  return (
    <main className="mx-auto grid max-w-5xl justify-items-center gap-8 px-4 py-10 text-center sm:px-6">
      <BackToDashboard className="justify-self-start" />
      {hero}
      <div>
        <span className="rounded-full bg-amber-400/15 px-3 py-1 text-xs font-bold tracking-wide text-amber-300 uppercase">{t('badge')}</span>
        <h1 className="mt-4 text-4xl font-black tracking-tight text-white">{title}</h1>
      </div>
      <ul className="flex flex-wrap justify-center gap-3">
        {features.map((feature) => (
          <li key={feature} className="rounded-full border border-slate-800 bg-slate-900 px-4 py-2 text-sm text-slate-300">
            {feature}
          </li>
        ))}
      </ul>
      {children}
    </main>
  );
}
