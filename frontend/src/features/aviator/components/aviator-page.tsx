import { useState } from 'react';
import { PlayPaused } from '@/components/protection/play-paused';
import { RealityCheckDialog } from '@/components/protection/reality-check-dialog';
import { GameHeaderBalance } from '@/components/layout/game-header-balance';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { toast } from '@/components/ui/toast/use-toast';
import { useUser } from '@/lib/auth/current-user';
import { canBet, canCashOut, secondsLeft } from '@/lib/live-game/phase-clock';
import { usePlayRestriction } from '@/lib/protection/use-play-restriction';
import { useCashOutMyBet } from '@/lib/live-game/use-cash-out-my-bet';
import { useExclusive } from '@/lib/use-exclusive';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { useAviatorCashOut, usePlaceAviatorBet } from '../api/aviator-bets';
import { useAviatorGame } from '../hooks/use-aviator-game';
import { BETTING_PHASE_OVER, betRefusal } from '../utils/rules';
import { playSound } from '../utils/sounds';
import { BetStatus } from './bet-status';
import { CashOutButton } from './cash-out-button';
import { Confetti } from './confetti';
import { FlightArea } from './flight-area';
import { GameInfo } from './game-info';
import { PlaceBetPanel } from './place-bet-panel';
import { RecentResults } from './recent-results';

/** Spec section 2: about 1.5 s of loading screen before the game shows. */
export const AVIATOR_LOADING_MS = 1_500;

/** /aviator: a view of the server's aviator rounds. The server decides rounds, crash points and cash-outs. */
export function AviatorPage() {
  const { data: user } = useUser({ checkOnMount: true });
  const { view, dispatch, connection, phase, now } = useAviatorGame(user?.id ?? null);
  const loaded = useMinimumDelay(AVIATOR_LOADING_MS);
  const [winCount, setWinCount] = useState(0);

  const bet = usePlaceAviatorBet({
    onPlaced: ({ bet: placed }) => dispatch({ kind: 'bet_placed', bet: placed }),
    // Spec section 7: after a failed bet the game state is asked for again, the page may be behind.
    onFailed: connection.requestGameState,
  });
  const cashOut = useAviatorCashOut({
    onCashedOut: (reply) => {
      dispatch({ kind: 'cashed_out', ...reply });
      setWinCount((count) => count + 1);
    },
    onRefused: (betId) => dispatch({ kind: 'cashout_refused', betId }),
  });
  const askBet = useExclusive(bet.mutate);
  const cashOutMyBet = useCashOutMyBet(view, dispatch, cashOut.mutate);
  const { restriction } = usePlayRestriction();

  const placeBet = (amount: number) => {
    const refusal = betRefusal({ loggedIn: Boolean(user), phase, amount, balance: user?.balance ?? 0 });
    if (refusal) {
      if (refusal === BETTING_PHASE_OVER) playSound('error');
      toast({ variant: 'destructive', ...refusal });
      return;
    }
    if (phase === 'transition') toast({ title: 'Quick Bet', description: 'Last chance: your bet goes in just before take-off.' });
    askBet(amount);
  };

  if (!loaded) return <FullScreenLoader title="Aviator" />;

  return (
    <div className="min-h-screen bg-slate-950">
      {winCount > 0 && view.myBet?.hasCashedOut && <Confetti key={winCount} />}
      <header className="border-b border-slate-800 bg-slate-950/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6">
          <div className="flex items-center gap-4">
            <h1 className="text-2xl font-black tracking-tight text-red-500">Aviator</h1>
            <p data-testid="round" className="text-sm font-medium text-slate-400">
              Round {view.round ?? '—'}
            </p>
          </div>
          <GameHeaderBalance balance={user?.balance ?? null} />
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-6 py-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <RecentResults games={view.recentGames} />
          <FlightArea view={view} phase={phase} secondsLeft={secondsLeft(view.bettingEndsAt, now)} />
          <CashOutButton view={view} enabled={canCashOut(phase, view)} pending={cashOut.isPending} onCashOut={cashOutMyBet} />
          <BackToDashboard size="md" className="justify-self-start" />
        </div>
        <aside className="grid content-start gap-6">
          {restriction ? <PlayPaused restriction={restriction} /> : <PlaceBetPanel canBet={canBet(phase, view)} placing={bet.isPending} onBet={placeBet} />}
          <BetStatus bet={view.myBet} />
          <GameInfo phase={phase} />
        </aside>
      </main>
      <RealityCheckDialog />
    </div>
  );
}
