import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AchievementIcon } from '@/components/ui/achievement-icon';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatPkr } from '@/lib/format';
import { useStats } from '../api/get-stats';
import { LandingHeader } from './landing-header';
import { RecentCrashGames } from './recent-crash-games';

/** `/` for a visitor who is not logged in: the landing layout of spec section 2, its numbers polled every 10 s. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const { data: stats, isPending } = useStats();
  const latest = stats && stats.recentCrashGames.length > 0 ? `${stats.latestCrashCrash.toFixed(2)}x` : '—';
  // Until the first answer a spinner; without one a dash, never a made-up 0 PKR.
  const biggestWin = stats ? formatPkr(stats.biggestWin) : isPending ? <Spinner size="sm" /> : '—';
  return (
    <div className="min-h-screen bg-slate-950">
      <LandingHeader />
      <main className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:px-6 md:py-16">
        <section className="rounded-3xl border border-slate-800 bg-gradient-to-br from-slate-900 via-slate-900 to-hero-tint/50 px-6 py-12 text-center md:px-12 md:py-16">
          <p className="inline-flex items-center gap-2 rounded-full border border-amber-400/40 bg-amber-400/10 px-4 py-1.5 text-sm font-semibold text-amber-300">
            <AchievementIcon name="trophy" /> {t('hero.biggestWin')}{' '}
            <span data-testid="biggest-win" dir="ltr" aria-busy={isPending}>
              {biggestWin}
            </span>
          </p>
          <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-white md:text-6xl">
            <Trans t={t} i18nKey="hero.title" components={{ highlight: <bdi className="text-emerald-400" /> }} />
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
            {t('hero.lead')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.crash.getHref()}>{t('hero.playNow')}</Link>
            </Button>
            <Button asChild size="lg" variant="accent">
              <Link to={paths.deposit.getHref()}>{t('hero.deposit')}</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="featured-games">
          <h2 id="featured-games" className="text-xl font-bold text-white">
            {t('featured.title')}
          </h2>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-6 rounded-2xl border border-slate-800 bg-slate-900 p-6">
            <div>
              <h3 className="text-2xl font-bold text-white">{t('featured.crash')}</h3>
              <p className="mt-1 text-slate-400">{t('featured.crashLead')}</p>
              <p className="mt-3 text-sm text-slate-400">
                {t('featured.latestCrash')}{' '}
                <span data-testid="latest-crash" dir="ltr" className="text-lg font-bold text-white tabular-nums">{latest}</span>
              </p>
            </div>
            <Button asChild>
              <Link to={paths.crash.getHref()}>{t('featured.playCrash')}</Link>
            </Button>
          </div>
        </section>

        <RecentCrashGames games={stats?.recentCrashGames} loading={isPending} />
      </main>
      <footer className="border-t border-slate-800 py-8 text-center text-sm text-slate-400">
        <nav aria-label={t('legal.label')} className="flex justify-center gap-6">
          <Link to={paths.terms.getHref()} className="hover:text-white">
            {t('legal.terms')}
          </Link>
          <Link to={paths.privacy.getHref()} className="hover:text-white">
            {t('legal.privacy')}
          </Link>
        </nav>
      </footer>
    </div>
  );
}
