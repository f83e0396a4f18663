import { formatAmount, formatMultiplier, formatTwoDecimals } from '@/lib/live-game/format';
import type { RoundTable } from '@/lib/live-game/round-table';
import { useAvatars } from '@/lib/use-avatars';
import { PlayerCell } from './player-cell';

/** Every bet of the round: player, amount, and the cash-out multiplier and win once they happen; the count and the total staked. */
export function AllBets({ table }: { table: RoundTable }) {
  const avatars = useAvatars(table.bets.map((bet) => bet.userId));
  return (
    <div className="grid gap-2">
      <p className="flex justify-between text-xs text-slate-400">
        <span data-testid="round-bets-count">{table.count === 1 ? '1 bet' : `${table.count} bets`}</span>
        <span data-testid="round-bets-total" className="tabular-nums">
          Total {formatAmount(table.totalAmount)}
        </span>
      </p>
      {table.bets.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">No bets yet this round.</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="w-1/3 pb-1 text-start font-medium">Player</th>
              <th className="pb-1 text-end font-medium">Bet (PKR)</th>
              <th className="w-14 pb-1 text-end font-medium">Cash-out</th>
              <th className="pb-1 text-end font-medium">Win (PKR)</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {table.bets.map((bet) => (
              <tr key={bet.id} className={bet.winAmount !== null ? 'bg-emerald-500/5' : undefined}>
                <td className="py-1.5 font-medium text-slate-200">
                  <PlayerCell username={bet.username} avatar={avatars.get(bet.userId)} />
                </td>
                <td className="py-1.5 text-end text-slate-200 tabular-nums">{formatTwoDecimals(bet.amount)}</td>
                <td className="py-1.5 text-end text-emerald-300 tabular-nums">{bet.cashoutMultiplier === null ? '—' : formatMultiplier(bet.cashoutMultiplier)}</td>
                <td className="py-1.5 text-end font-semibold text-emerald-300 tabular-nums">{bet.winAmount === null ? '—' : formatTwoDecimals(bet.winAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
