import type { BetSlot } from '@pkr/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';
import type { MyBet } from '@/lib/live-game/game-state';

function outcome(bet: MyBet, t: TFunction<'game'>): { label: string; tone: string } {
  if (bet.hasCashedOut && bet.cashoutMultiplier !== null) return { label: t('panels.wonAt', { multiplier: formatMultiplier(bet.cashoutMultiplier) }), tone: 'text-emerald-300' };
  if (bet.cashingOut) return { label: t('panels.cashingOut'), tone: 'text-amber-300' };
  if (bet.isActive) return { label: t('panels.active'), tone: 'text-amber-300' };
  return { label: t('panels.lost'), tone: 'text-red-400' };
}

/** How the panel's bet of this round stands (spec section 3): Active, Won at its multiplier with the win, or Lost. */
export function BetOutcome({ slot, bet }: { slot: BetSlot; bet: MyBet | null }) {
  const { t } = useTranslation('game');
  if (!bet) return <p className="h-5 text-center text-xs text-slate-500">{t('panels.noBet')}</p>;
  const shown = outcome(bet, t);
  // Each part keeps its own line whole; a win too long for a phone's narrow panel wraps instead of widening it.
  return (
    <p className="flex min-h-5 flex-wrap items-center justify-center gap-x-2 text-xs [&>*]:whitespace-nowrap">
      <bdi className="text-slate-300 tabular-nums">{formatAmount(bet.amount)}</bdi>
      <span data-testid={`bet-status-${slot}`} className={cn('font-semibold', shown.tone)}>
        {shown.label}
      </span>
      {bet.winAmount !== null && <bdi className="font-semibold text-emerald-300 tabular-nums">+{formatAmount(bet.winAmount)}</bdi>}
    </p>
  );
}
