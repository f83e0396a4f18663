import type { GameType, PlayerBet } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMultiplier, formatTwoDecimals } from '@/lib/live-game/format';

type PlayerBetsPage = { bets: PlayerBet[]; hasMore: boolean };

const resultTone: Record<PlayerBet['status'], string> = {
  active: 'text-amber-300',
  won: 'text-emerald-300',
  lost: 'text-red-400',
  voided: 'text-slate-400',
};

/** The player's last 20 bets in this game with their results, asked for each time the tab opens. */
export function MyBetsTab({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation('game');
  const { data, isPending, isError } = useQuery<PlayerBetsPage>({ queryKey: [`/api/user/bets?gameType=${gameType}&limit=20`], staleTime: 0 });
  if (isPending) return <p className="py-4 text-center text-sm text-slate-500">{t('table.loadingMine')}</p>;
  if (isError) return <p className="py-4 text-center text-sm text-red-400">{t('table.mineFailed')}</p>;
  if (data.bets.length === 0) return <p className="py-4 text-center text-sm text-slate-500">{t('table.noMine')}</p>;
  return (
    <table className="w-full table-fixed text-sm">
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="pb-1 text-start font-medium">{t('table.round')}</th>
          <th className="pb-1 text-end font-medium">{t('table.bet')}</th>
          <th className="pb-1 text-end font-medium">{t('table.cashout')}</th>
          <th className="pb-1 text-end font-medium">{t('table.result')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-800">
        {data.bets.map((bet) => (
          <tr key={bet.id}>
            <td className="py-1.5 text-slate-400 tabular-nums">#{bet.round}</td>
            <td className="py-1.5 text-end text-slate-200 tabular-nums">{formatTwoDecimals(bet.amount)}</td>
            <td className="py-1.5 text-end text-slate-300 tabular-nums">{bet.cashoutMultiplier === null ? '—' : formatMultiplier(bet.cashoutMultiplier)}</td>
            <td className={cn('py-1.5 text-end font-semibold tabular-nums', resultTone[bet.status])}>
              {bet.status === 'won' ? <bdi>+{formatTwoDecimals(bet.payout)}</bdi> : <span className="capitalize">{t(`table.status.${bet.status}`)}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
