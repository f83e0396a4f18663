import { useTranslation } from 'react-i18next';
import { BetPanels } from '@/components/bet-panels/bet-panels';
import { PlayPaused } from '@/components/protection/play-paused';
import { RealityCheckDialog } from '@/components/protection/reality-check-dialog';
import { ForcedCashoutNotice } from '@/components/round-notices/forced-cashout-notice';
import { GameHeaderBalance } from '@/components/layout/game-header-balance';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { GameSideColumn } from '@/components/chat/game-side-column';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { useUser } from '@/lib/auth/current-user';
import { LiveFlightProvider } from '@/lib/live-game/live-flight';
import { secondsLeft } from '@/lib/live-game/phase-clock';
import { usePlayRestriction } from '@/lib/protection/use-play-restriction';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useAviatorBets } from '../hooks/use-aviator-bets';
import { useAviatorGame } from '../hooks/use-aviator-game';
import { Confetti } from './confetti';
import { FlightArea } from './flight-area';
import { GameInfo } from './game-info';
import { RecentResults } from './recent-results';

/** Spec section 2: about 1.5 s of loading screen before the game shows. */
export const AVIATOR_LOADING_MS = 1_500;

/** /aviator: a view of the server's aviator rounds. The server decides rounds, crash points and cash-outs. */
export function AviatorPage() {
  const { t } = useTranslation('game');
  const { data: user } = useUser({ checkOnMount: true });
  const { view, dispatch, connection, phase, now } = useAviatorGame(user?.id ?? null);
  const loaded = useMinimumDelay(AVIATOR_LOADING_MS);
  const { game, winCount } = useAviatorBets(user?.balance ?? null, phase);
  const { restriction } = usePlayRestriction();

  if (!loaded) return <FullScreenLoader title={t('names.aviator')} />;

  return (
    <div className="min-h-screen bg-slate-950">
      {winCount > 0 && view.myBets.some((bet) => bet.hasCashedOut) && <Confetti key={winCount} />}
      <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 sm:h-16 sm:gap-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-1 sm:gap-4">
            <BackToDashboard compact />
            <h1 className="text-xl font-black tracking-tight text-red-500 sm:text-2xl">{t('names.aviator')}</h1>
            <p data-testid="round" className="text-xs font-medium whitespace-nowrap text-slate-400 sm:text-sm">
              {t('header.round', { round: view.round ?? '—' })}
            </p>
          </div>
          <div className="flex items-center gap-3">
            {/* On a phone the header keeps its room for the balance; the dashboard's menu has the switch. */}
            <div className="hidden sm:block">
              <LanguageSwitch />
            </div>
            <GameHeaderBalance balance={user?.balance ?? null} />
          </div>
        </div>
      </header>
      <LiveFlightProvider phase={view.phase} multiplier={view.multiplier} flightStartedAt={view.flightStartedAt}>
        <main className="mx-auto grid max-w-6xl gap-3 px-6 py-3 sm:gap-6 sm:py-6 lg:grid-cols-[1fr_24rem]">
          <div className="grid min-w-0 content-start gap-3 sm:gap-6">
            <RecentResults games={view.recentGames} />
            <FlightArea view={view} phase={phase} secondsLeft={secondsLeft(view.bettingEndsAt, now)} />
            <ForcedCashoutNotice multiplier={view.forcedCashout} />
            {/* A bet placed before a break still rides, and cashing it out stays the player's right. */}
            {restriction && <PlayPaused restriction={restriction} />}
            <BetPanels game={game} round={view.round} bets={view.myBets} phase={phase} dispatch={dispatch} requestGameState={connection.requestGameState} paused={Boolean(restriction)} />
          </div>
          <aside className="grid min-w-0 content-start gap-3 sm:gap-6">
            <GameSideColumn gameType="aviator" table={view.table} />
            <GameInfo phase={phase} maxWinPerBet={view.maxWinPerBet} />
          </aside>
        </main>
      </LiveFlightProvider>
      <RealityCheckDialog />
    </div>
  );
}
