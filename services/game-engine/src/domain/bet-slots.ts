import type { AppError, BetSlot } from '@pkr/contracts';
import { refusals } from './game-errors';

/** A player holds at most this many bets in a round, one per slot. */
export const BETS_PER_ROUND = 2;

/**
 * Why a player holding `held` (their bets of the round that are not voided) cannot bet in `slot`, or null when
 * they can: two bets held already, or one in that slot.
 */
export function slotRefusal(held: ReadonlyArray<{ slot: BetSlot }>, slot: BetSlot): AppError | null {
  if (held.length >= BETS_PER_ROUND) return refusals.twoBetsHeld();
  return held.some((bet) => bet.slot === slot) ? refusals.alreadyBet() : null;
}
