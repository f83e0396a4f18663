import { randomUUID } from 'node:crypto';
import type { PlaceBetReply, PlaceBetRequest } from '@pkr/contracts';
import type { Batcher, CallContext } from '@pkr/platform';
import { findBetByKey } from '../db/bets';
import { type Bet, placedBetReply, toActiveBet } from '../domain/bet';
import { betAmountRefusal } from '../domain/bet-amount';
import { slotRefusal } from '../domain/bet-slots';
import { activateBet } from '../domain/bet-transitions';
import { refusals } from '../domain/game-errors';
import { betRefusal } from '../domain/round-stage';
import { type EngineContext, publishLive } from '../engine-context';
import type { LiveRound } from '../rounds/live-round';
import type { BetToPlace, PlacementResult } from './bet-to-place';
import { earlierBetReply } from './earlier-bet';

/**
 * Takes a bet in the betting phase. It exists only once the wallet has debited its amount, and only if that is
 * confirmed before the caller's deadline; a retry under the same idempotency key answers the first attempt.
 */
export async function placeBet(
  context: EngineContext,
  placements: Batcher<BetToPlace, PlacementResult>,
  round: LiveRound | undefined,
  request: PlaceBetRequest,
  call: CallContext = { deadline: undefined },
): Promise<PlaceBetReply> {
  const { userId, idempotencyKey: key } = request;
  // Looked up in the same step that claims the bet below, so a racing retry sees it.
  const inRound = key === undefined ? undefined : round?.bets.underBetKey(userId, key);
  if (inRound) return earlierBetReply(inRound);
  const refusal = !round
    ? refusals.noActiveGame()
    : (betRefusal(round.stage) ?? betAmountRefusal(request.amount) ?? slotRefusal(round.bets.ofPlayer(userId), request.slot));
  if (refusal || !round) {
    // A retry of a bet placed before (an earlier round, or a leader that has since stopped) answers that bet.
    const stored = key === undefined ? null : await findBetByKey(context.pool, userId, key);
    if (stored) return earlierBetReply(stored);
    throw refusal ?? refusals.noActiveGame();
  }
  const bet: Bet = {
    id: randomUUID(),
    gameType: context.gameType,
    round: round.plan.number,
    userId,
    username: request.username,
    amount: request.amount,
    autoCashoutHundredths: request.autoCashoutHundredths,
    multipleCashouts: request.multipleCashouts,
    slot: request.slot,
    status: 'placing',
    cashoutHundredths: null,
    payout: null,
    idempotencyKey: key,
  };
  // Held in memory at once, so a bet from the same player in this slot, or a third, is refused while this one debits.
  round.bets.add(bet);
  let result: PlacementResult;
  try {
    result = await round.track(placements.submit({ bet, deadline: call.deadline }));
  } catch (error) {
    round.bets.remove(bet);
    throw error;
  }
  if (result.kind === 'earlier-attempt') {
    round.bets.remove(bet);
    return earlierBetReply(result.bet);
  }
  const shown = toActiveBet(activateBet(bet));
  publishLive(context, { type: 'bet_placed', gameType: bet.gameType, bet: shown, id: bet.id, userId, username: bet.username, amount: shown.amount });
  return placedBetReply(bet);
}
