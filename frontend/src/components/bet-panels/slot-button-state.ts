import type { Phase } from '@pkr/contracts';
import type { LiveView, MyBet } from '@/lib/live-game/game-state';
import { canBet, canCancel, canCashOut } from '@/lib/live-game/phase-clock';

/** What a panel's one button offers: a bet, taking a waiting bet back, or cashing a riding bet out. */
export type SlotButtonState = { kind: 'bet'; enabled: boolean } | { kind: 'cancel'; enabled: boolean } | { kind: 'cash-out'; enabled: boolean };

/**
 * Bet -> Cancel (placed, waiting for the round) -> Cash out (flying) -> Bet after the round. A bet settled in this
 * round leaves Bet shown and off until the next round's betting clears the panel.
 */
export function slotButtonState(phase: Phase, view: Pick<LiveView, 'round'>, bet: MyBet | null, busy: boolean): SlotButtonState {
  if (bet?.isActive && canCashOut(phase, bet)) return { kind: 'cash-out', enabled: !bet.cashingOut };
  if (bet?.isActive && canCancel(phase, bet)) return { kind: 'cancel', enabled: !busy };
  return { kind: 'bet', enabled: canBet(phase, view, bet) && !busy };
}
