import type { ActiveBet } from '@pkr/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';
import { useAvatars } from '@/lib/use-avatars';

const statusTone: Record<ActiveBet['status'], string> = {
  active: 'text-amber-300',
  won: 'text-emerald-300',
  lost: 'text-red-400',
};

/**
 * Everyone's bets in this round (spec section 2): username, amount, status and cash-out multiplier. The numbers keep
 * their width and a long username is cut short instead, so the table fits a phone's card.
 */
export function ActiveBets({ bets }: { bets: ActiveBet[] }) {
  const avatars = useAvatars(bets.map((bet) => bet.userId));
  return (
    <section aria-label="Active Bets" className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">Active Bets ({bets.length})</h2>
      {bets.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No bets yet this round.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="text-start text-xs text-slate-500">
            <tr>
              <th className="pb-2 font-medium">Player</th>
              <th className="pb-2 ps-2 text-end font-medium whitespace-nowrap">Amount</th>
              <th className="pb-2 ps-2 text-end font-medium whitespace-nowrap">Status</th>
              <th className="pb-2 ps-2 text-end font-medium whitespace-nowrap">Cash-out</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {bets.map((bet) => (
              <tr key={bet.id}>
                <td className="w-full max-w-0 py-2 font-medium text-slate-200">
                  <span className="flex items-center gap-2">
                    <UserAvatar user={avatars.get(bet.userId) ?? { username: bet.username, avatarColor: undefined }} size="xs" />
                    <span className="truncate" title={bet.username}>
                      {bet.username}
                    </span>
                  </span>
                </td>
                <td className="py-2 ps-2 text-end whitespace-nowrap text-slate-200 tabular-nums">{formatAmount(bet.amount)}</td>
                <td className={cn('py-2 ps-2 text-end font-semibold capitalize', statusTone[bet.status])}>{bet.status}</td>
                <td className="py-2 ps-2 text-end text-slate-300 tabular-nums">
                  {bet.cashoutMultiplier === null ? '—' : formatMultiplier(bet.cashoutMultiplier)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
