import type { LeaderboardSort } from '@pkr/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LEADERBOARD_MAX, LEADERBOARD_PAGE, useLeaderboard } from '../api/get-leaderboard';
import { type LeaderboardTab, leaderboardTabs } from '../utils/leaderboard-tabs';
import { LeaderboardCards } from './leaderboard-cards';
import { LeaderboardTable } from './leaderboard-table';

function Standings({ tab, limit, onMore }: { tab: LeaderboardTab; limit: number; onMore: () => void }) {
  const { data: entries, isPending, isError, isFetching, isPlaceholderData } = useLeaderboard(tab.sort, limit);
  const { t } = useTranslation('leaderboard');
  if (isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-slate-400">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="py-16 text-center">
        <p className="font-semibold text-red-300">{t('failed')}</p>
        <p className="mt-1 text-sm text-slate-400">{t('tryLater')}</p>
      </div>
    );
  }
  if (entries.length === 0) return <p className="py-16 text-center text-slate-400">{t('empty')}</p>;
  // While the longer list loads, the shorter one stands in and the button stays; afterwards a full page means there
  // may be more, and the server never answers past its maximum.
  const more = isPlaceholderData || (entries.length >= limit && limit < LEADERBOARD_MAX);
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 md:block">
        <LeaderboardTable entries={entries} tab={tab} />
      </div>
      <div className="md:hidden">
        <LeaderboardCards entries={entries} tab={tab} />
      </div>
      {more && (
        <div className="mt-6 flex justify-center">
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus */}
          <Button variant="outline" aria-disabled={isFetching || undefined} onClick={isFetching ? undefined : onMore}>
            {isFetching && <Spinner size="sm" />}
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

/** /leaderboard: four tabs of rankings (spec section 2). */
export function LeaderboardPage() {
  const [sort, setSort] = useState<LeaderboardSort>('totalWinnings');
  const [limit, setLimit] = useState(LEADERBOARD_PAGE);
  const { t, i18n } = useTranslation('leaderboard');
  const changeTab = (value: string) => {
    setSort(value as LeaderboardSort);
    setLimit(LEADERBOARD_PAGE);
  };
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 md:px-6 md:py-12">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-white">{t('title')}</h1>
      <p className="mt-1 text-slate-400">{t('lead')}</p>
      {/* Radix tabs write their own dir, left to right unless told the page's */}
      <Tabs.Root dir={i18n.dir()} value={sort} onValueChange={changeTab} className="mt-8">
        <Tabs.List aria-label={t('rankings')} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-900 p-1 md:inline-grid md:grid-cols-4">
          {leaderboardTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.sort}
              value={tab.sort}
              className="rounded-lg px-4 py-2 text-sm font-medium text-slate-400 transition-colors hover:text-white data-[state=active]:bg-emerald-500 data-[state=active]:text-emerald-950"
            >
              {t(`tabs.${tab.sort}.label`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {leaderboardTabs.map((tab) => (
          <Tabs.Content key={tab.sort} value={tab.sort}>
            {tab.sort === sort && <Standings tab={tab} limit={limit} onMore={() => setLimit((current) => Math.min(current + LEADERBOARD_PAGE, LEADERBOARD_MAX))} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </main>
  );
}
