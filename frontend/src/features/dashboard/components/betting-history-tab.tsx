import type { PlayerBet } from '@pkr/contracts';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { formatAmount } from '@/lib/live-game/format';
import { usePlayerBets } from '../api/get-player-bets';

const gameNames = { crash: 'Crash', aviator: 'Aviator' } as const;

function Outcome({ bet }: { bet: PlayerBet }) {
  if (bet.status === 'won') return <span className="font-semibold text-emerald-400">{bet.cashoutMultiplier!.toFixed(2)}x</span>;
  if (bet.status === 'lost') return <span className="font-semibold text-red-400">Lost</span>;
  return <span className="text-slate-400">{bet.status === 'active' ? 'In play' : 'Refunded'}</span>;
}

/** Betting History tab: every bet, newest first, ten at a time, each finished round verifiable. */
export function BettingHistoryTab() {
  const bets = usePlayerBets();
  if (bets.isPending) return <Spinner className="size-6 text-emerald-400" />;
  if (bets.isError) return <p className="text-sm text-red-400">{getErrorMessage(bets.error, 'Failed to load your bets.')}</p>;
  const rows = bets.data.pages.flatMap((page) => page.bets);
  if (rows.length === 0) return <p className="rounded-2xl border border-slate-800 bg-slate-900 p-6 text-sm text-slate-400">No bets yet. Play a round of Crash or Aviator.</p>;

  return (
    <div className="grid gap-2 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <div aria-hidden="true" className="hidden grid-cols-6 gap-x-4 px-3 text-xs font-medium text-slate-500 sm:grid">
        <span>Game</span>
        <span>Amount</span>
        <span>Result</span>
        <span>Payout</span>
        <span>Time</span>
        <span />
      </div>
      <ul className="grid gap-2" aria-label="Your bets">
        {rows.map((bet) => (
          <li key={bet.id} data-testid="bet-row" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-slate-800 bg-slate-950/60 p-3 text-sm sm:grid-cols-6 sm:items-center">
            <span className="font-semibold text-white">
              {gameNames[bet.gameType]} <span className="text-slate-500">#{bet.round}</span>
            </span>
            <span className="text-end text-slate-300 tabular-nums sm:text-start">{formatAmount(bet.amount)}</span>
            <Outcome bet={bet} />
            <span className={cn('text-end tabular-nums sm:text-start', bet.payout > 0 ? 'text-emerald-400' : 'text-slate-500')}>{formatAmount(bet.payout)}</span>
            <span className="text-xs text-slate-500">{formatDateTime(bet.placedAt)}</span>
            {bet.status === 'won' || bet.status === 'lost' ? (
              <Link to={paths.fairness.getHref(bet)} className="text-end text-xs font-semibold text-emerald-400 hover:underline">
                Verify round
              </Link>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
      {bets.hasNextPage && (
        <Button variant="secondary" onClick={() => bets.fetchNextPage()} disabled={bets.isFetchingNextPage} className="justify-self-center">
          Load More
        </Button>
      )}
    </div>
  );
}
