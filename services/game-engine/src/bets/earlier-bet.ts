import { pendingOutcome, type PlaceBetReply } from '@pkr/contracts';
import { type Bet, placedBetReply } from '../domain/bet';
import { refusals } from '../domain/game-errors';

/**
 * The answer to a retry under the key of an earlier attempt that reached the wallet: its outcome, never a second
 * bet. 'placing' is still being confirmed; 'voided' was refused and its debit undone or barred.
 */
export function earlierBetReply(bet: Bet): PlaceBetReply {
  if (bet.status === 'placing') throw pendingOutcome('bet');
  if (bet.status === 'voided') throw refusals.betNotPlaced();
  return placedBetReply(bet);
}
