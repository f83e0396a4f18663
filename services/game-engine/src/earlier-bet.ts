import { pendingOutcome, type PlaceBetReply } from '@pkr/contracts';
import { type Bet, placedBetReply } from './domain/bet';
import { refusals } from './domain/game-errors';
import type { LiveRound } from './live-round';

/** The bet of this round an earlier attempt under the same idempotency key is placing or placed. */
export const betUnderKey = (round: LiveRound | undefined, userId: string, key: string): Bet | undefined =>
  round && [...round.bets.values()].find((bet) => bet.userId === userId && bet.idempotencyKey === key);

/**
 * The answer to a retry under the key of an earlier attempt that reached the wallet: its outcome, never a second
 * bet. 'placing' is still being confirmed; 'voided' was refused and its debit undone or barred.
 */
export function answerFor(bet: Bet): PlaceBetReply {
  if (bet.status === 'placing') throw pendingOutcome('bet');
  if (bet.status === 'voided') throw refusals.betNotPlaced();
  return placedBetReply(bet);
}
