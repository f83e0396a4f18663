import { pendingOutcome, type PlaceBetReply } from '@pkr/contracts';
import { findBetByKey } from './db/bets';
import { type Bet, placedBetReply } from './domain/bet';
import { refusals } from './domain/game-errors';
import type { EngineContext } from './engine-context';
import type { LiveRound } from './live-round';

/**
 * The answer to a bet call whose idempotency key an earlier attempt already used: that attempt's outcome, never a
 * second bet. Null when no attempt under the key reached the wallet (a plain refusal leaves nothing behind).
 */
export async function earlierBetAnswer(
  context: EngineContext,
  round: LiveRound | undefined,
  userId: string,
  key: string,
): Promise<PlaceBetReply | null> {
  const inRound = round && [...round.bets.values()].find((bet) => bet.userId === userId && bet.idempotencyKey === key);
  const bet = inRound ?? (await findBetByKey(context.pool, userId, key));
  return bet ? answerFor(bet) : null;
}

/** 'placing' is still being confirmed; 'voided' was refused and its debit undone or barred. */
export function answerFor(bet: Bet): PlaceBetReply {
  if (bet.status === 'placing') throw pendingOutcome('bet');
  if (bet.status === 'voided') throw refusals.betNotPlaced();
  return placedBetReply(bet);
}
