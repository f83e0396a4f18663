import { AppError, playRestriction, type ProtectionState } from '@pkr/contracts';

/** What the wallet keeps of a player's protection state: what decides their deposits, bets and purchases. */
export type ProtectionCopy = Pick<ProtectionState, 'dateOfBirthKnown' | 'breakUntil' | 'selfExcludedUntil' | 'limits' | 'pendingIncreases'>;

/** The part of the copy a bet or a purchase is decided by. */
export type PlayState = Pick<ProtectionState, 'dateOfBirthKnown' | 'breakUntil' | 'selfExcludedUntil'>;

/**
 * The refusal of a deposit, bet or purchase while the player is self-excluded, on a break, or has not given a
 * date of birth; null when they may go on. No copy means auth has announced nothing for the player (it announces
 * every account lacking a date of birth), so nothing restricts them.
 */
export function playRefusal(state: PlayState | null, now: Date): AppError | null {
  const restriction = state && playRestriction(state, now);
  return restriction ? new AppError('FORBIDDEN', restriction.message) : null;
}
