import { type GameType, topOrders, topPeriods, type TopWinsReply } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMultiplier, formatTwoDecimals } from '@/lib/live-game/format';
import { useAvatars } from '@/lib/use-avatars';
import { Choice } from './choice';
import { PlayerCell } from './player-cell';

type Period = (typeof topPeriods)[number];
type Order = (typeof topOrders)[number];

/** The biggest wins, or the highest cash-out multipliers, of the day, the month or the year in this game. */
export function TopWins({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation('game');
  const [period, setPeriod] = useState<Period>('day');
  const [by, setBy] = useState<Order>('win');
  const { data, isPending, isError } = useQuery<TopWinsReply>({ queryKey: [`/api/games/${gameType}/top?period=${period}&by=${by}`], staleTime: 30_000 });
  const avatars = useAvatars(data?.bets.map((bet) => bet.userId) ?? []);
  return (
    <div className="grid gap-2">
      <Choice label={t('table.order')} options={topOrders} labelOf={(order) => t(`table.orders.${order}`)} value={by} onChange={setBy} />
      <Choice label={t('table.period')} options={topPeriods} labelOf={(each) => t(`table.periods.${each}`)} value={period} onChange={setPeriod} />
      {isPending ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('table.loading')}</p>
      ) : isError ? (
        <p className="py-4 text-center text-sm text-red-400">{t('table.topFailed')}</p>
      ) : data.bets.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('table.noTop')}</p>
      ) : (
        <ol className="divide-y divide-slate-800 text-sm">
          {data.bets.map((bet) => (
            <li key={bet.id} className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 py-1.5">
              <span className="font-medium text-slate-200">
                <PlayerCell username={bet.username} avatar={avatars.get(bet.userId)} />
              </span>
              <span className="text-end text-emerald-300 tabular-nums">{formatMultiplier(bet.cashoutMultiplier)}</span>
              <bdi className="text-end font-semibold text-emerald-300 tabular-nums">+{formatTwoDecimals(bet.winAmount)}</bdi>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
