import { Link } from 'react-router-dom';
import { PlayPaused } from '@/components/protection/play-paused';
import { RealityCheckDialog } from '@/components/protection/reality-check-dialog';
import { GameHeaderBalance } from '@/components/layout/game-header-balance';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { Brand } from '@/components/ui/brand';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { usePlayRestriction } from '@/lib/protection/use-play-restriction';
import { useCashOutMyBet } from '@/lib/live-game/use-cash-out-my-bet';
import { useExclusive } from '@/lib/use-exclusive';
import { useCashOut } from '../api/cash-out';
import { usePlaceBet } from '../api/place-bet';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { useNow } from '@/lib/live-game/use-now';
import { bettingOpen, canBet, canCashOut, phaseAt, secondsLeft } from '@/lib/live-game/phase-clock';
import { ActiveBets } from './active-bets';
import { BetPanel } from './bet-panel';
import { CashOutButton } from './cash-out-button';
import { ConnectionBadge } from './connection-badge';
import { GameStage } from './game-stage';
import { RecentGames } from './recent-games';
import { YourBet } from './your-bet';

/** /crash (spec section 2): the live Crash game. The server decides every outcome; this page shows and asks. */
export function CrashPage() {
  const { data: user } = useUser({ checkOnMount: true });
  const { view, dispatch, connection } = useLiveGame('crash', user?.id ?? null);
  const now = useNow(bettingOpen(view.phase));
  const phase = phaseAt(view, now);

  const bet = usePlaceBet({
    onPlaced: ({ bet: placed }) => dispatch({ kind: 'bet_placed', bet: placed }),
    // Spec section 7: after a failed bet the game state is asked for again, the page may be behind.
    onFailed: connection.requestGameState,
  });
  const cashOut = useCashOut({
    onCashedOut: (reply) => dispatch({ kind: 'cashed_out', ...reply }),
    onRefused: (betId) => dispatch({ kind: 'cashout_refused', betId }),
  });
  const askBet = useExclusive(bet.mutate);
  const cashOutMyBet = useCashOutMyBet(view, dispatch, cashOut.mutate);
  const { restriction } = usePlayRestriction();

  if (!user) return <FullPageStatus message="Loading your account information..." />;

  return (
    <div className="min-h-screen bg-slate-950">
      <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6">
          <div className="flex items-center gap-2 sm:gap-4">
            <Link to={paths.dashboard.getHref()}>
              <Brand />
            </Link>
            <ConnectionBadge connection={connection} />
          </div>
          <GameHeaderBalance balance={user.balance} />
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-6 py-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <div className="flex items-center justify-between">
            <h1 className="text-3xl font-bold tracking-tight text-white">Crash</h1>
            <BackToDashboard />
          </div>
          <GameStage view={view} phase={phase} secondsLeft={secondsLeft(view.bettingEndsAt, now)} />
          {restriction ? (
            <>
              <PlayPaused restriction={restriction} />
              {/* A bet placed before the break still rides, and cashing it out stays the player's right. */}
              {view.myBet?.isActive && <CashOutButton view={view} enabled={canCashOut(phase, view)} pending={cashOut.isPending} onCashOut={cashOutMyBet} />}
            </>
          ) : (
            <BetPanel canBet={canBet(phase, view)} placing={bet.isPending} onBet={(request) => askBet(request)}>
              <CashOutButton view={view} enabled={canCashOut(phase, view)} pending={cashOut.isPending} onCashOut={cashOutMyBet} />
            </BetPanel>
          )}
          <RecentGames games={view.recentGames} />
        </div>
        <aside className="grid content-start gap-6">
          <YourBet bet={view.myBet} />
          <ActiveBets bets={view.activeBets} />
        </aside>
      </main>
      <RealityCheckDialog />
    </div>
  );
}
