import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BetPanels } from '@/components/bet-panels/bet-panels';
import type { BetGame } from '@/components/bet-panels/bet-game';
import { PlayPaused } from '@/components/protection/play-paused';
import { RealityCheckDialog } from '@/components/protection/reality-check-dialog';
import { ForcedCashoutNotice } from '@/components/round-notices/forced-cashout-notice';
import { GameHeaderBalance } from '@/components/layout/game-header-balance';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { GameSideColumn } from '@/components/chat/game-side-column';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { Brand } from '@/components/ui/brand';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { usePlayRestriction } from '@/lib/protection/use-play-restriction';
import { cashoutFailureMessage } from '@/lib/live-game/bet-messages';
import { LiveFlightProvider } from '@/lib/live-game/live-flight';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { useNow } from '@/lib/live-game/use-now';
import { bettingOpen, phaseAt, secondsLeft } from '@/lib/live-game/phase-clock';
import { ConnectionBadge } from './connection-badge';
import { GameStage } from './game-stage';
import { RecentGames } from './recent-games';

/** /crash (spec section 2): the live Crash game. The server decides every outcome; this page shows and asks. */
export function CrashPage() {
  const { t } = useTranslation('game');
  const { data: user } = useUser({ checkOnMount: true });
  const { view, dispatch, connection } = useLiveGame('crash', user?.id ?? null);
  const now = useNow(bettingOpen(view.phase));
  const phase = phaseAt(view, now);
  const { restriction } = usePlayRestriction();
  const crashBets = useMemo<BetGame>(() => ({ gameType: 'crash', cashoutRefusal: { title: t('crash.cashoutFailed'), describe: cashoutFailureMessage } }), [t]);

  if (!user) return <FullPageStatus message={t('crash.loadingAccount')} />;

  return (
    <div className="min-h-screen bg-slate-950">
      <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 sm:h-16 sm:gap-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-1 sm:gap-4">
            <BackToDashboard compact />
            <Link to={paths.dashboard.getHref()} className="hidden sm:block">
              <Brand />
            </Link>
            <h1 className="text-lg font-bold tracking-tight text-white sm:text-2xl">{t('names.crash')}</h1>
            <ConnectionBadge connection={connection} />
          </div>
          <div className="flex items-center gap-3">
            {/* On a phone the header keeps its room for the balance; the dashboard's menu has the switch. */}
            <div className="hidden sm:block">
              <LanguageSwitch />
            </div>
            <GameHeaderBalance balance={user.balance} />
          </div>
        </div>
      </header>
      <LiveFlightProvider phase={view.phase} multiplier={view.multiplier} flightStartedAt={view.flightStartedAt}>
        <main className="mx-auto grid max-w-6xl gap-3 px-6 py-3 sm:gap-6 sm:py-6 lg:grid-cols-[1fr_24rem]">
          <div className="grid min-w-0 content-start gap-3 sm:gap-6">
            <GameStage view={view} phase={phase} secondsLeft={secondsLeft(view.bettingEndsAt, now)} />
            <ForcedCashoutNotice multiplier={view.forcedCashout} />
            {/* A bet placed before a break still rides, and cashing it out stays the player's right. */}
            {restriction && <PlayPaused restriction={restriction} />}
            <BetPanels game={crashBets} round={view.round} bets={view.myBets} phase={phase} dispatch={dispatch} requestGameState={connection.requestGameState} paused={Boolean(restriction)} />
          </div>
          {/* On a phone the round's table comes straight under the bet panels; on a desktop it stands beside them. */}
          <aside className="grid min-w-0 content-start gap-6 lg:row-span-2">
            <GameSideColumn gameType="crash" table={view.table} />
          </aside>
          <div className="min-w-0 lg:col-start-1">
            <RecentGames games={view.recentGames} />
          </div>
        </main>
      </LiveFlightProvider>
      <RealityCheckDialog />
    </div>
  );
}
