import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/ui/brand';

const highlights = ['multiplier', 'coins', 'wallets'] as const;

/** The brand side of the auth screen; hidden on small screens. */
export function AuthHero() {
  const { t } = useTranslation('auth');
  return (
    <aside className="relative hidden overflow-hidden border-e border-slate-800 bg-gradient-to-br from-hero-tint via-slate-950 to-slate-950 p-12 lg:flex lg:flex-col lg:justify-between">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -start-32 size-96 rounded-full bg-hero-glow blur-3xl" />
      <Brand className="relative" />
      <div className="relative">
        <h2 className="max-w-md text-4xl leading-tight font-extrabold text-white">
          {t('hero.title')}
        </h2>
        <ul className="mt-10 grid gap-6">
          {highlights.map((item) => (
            <li key={item} className="flex gap-4">
              <span className="mt-1 size-2.5 shrink-0 rounded-full bg-emerald-400 shadow-[0_0_12px] shadow-emerald-400" />
              <div>
                <p className="font-semibold text-white">{t(`hero.${item}.title`)}</p>
                <p className="text-sm text-slate-400">{t(`hero.${item}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-slate-500">{t('hero.ageNotice')}</p>
    </aside>
  );
}
