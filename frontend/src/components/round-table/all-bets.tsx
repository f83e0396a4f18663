import { useTranslation } from 'react-i18next';
import { formatAmount, formatMultiplier, formatTwoDecimals } from '@/lib/live-game/format';
import type { RoundTable } from '@/lib/live-game/round-table';
import { useAvatars } from '@/lib/use-avatars';
import { PlayerCell } from './player-cell';

/** Every bet of the round: player, amount, and the cash-out multiplier and win once they happen; the count and the total staked. */
export function AllBets({ table }: { table: RoundTable }) {
  const { t } = useTranslation('game');
  const avatars = useAvatars(table.bets.map((bet) => bet.userId));
  return (
    <div className="grid gap-2">
      <p className="flex justify-between text-xs text-slate-400">
        <span data-testid="round-bets-count">{t('table.count', { count: table.count })}</span>
        <span data-testid="round-bets-total" className="tabular-nums">
          {t('table.total', { amount: formatAmount(table.totalAmount) })}
        </span>
      </p>
      {table.bets.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('table.noBets')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="w-1/3 pb-1 text-start font-medium">{t('table.player')}</th>
              <th className="pb-1 text-end font-medium">{t('table.bet')}</th>
              <th className="w-14 pb-1 text-end font-medium">{t('table.cashout')}</th>
              <th className="pb-1 text-end font-medium">{t('table.win')}</th>
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
