import { randomUUID } from 'node:crypto';
import { pendingOutcome, type PlaceBetReply, type PlaceBetRequest } from '@pkr/contracts';
import {
  type CallContext,
  DeadlinePassedError,
  debitCallOptions,
  debitOutcomeUnknown,
  debitWindow,
  type DebitWindow,
  isUniqueViolation,
  pastDeadline,
  withTransaction,
} from '@pkr/platform';
import { BET_KEY_INDEX, deletePlacingBet, findBetByKey, insertPlacingBet, moveBet } from './db/bets';
import { type Bet, placedBetReply, toActiveBet } from './domain/bet';
import { betAmountRefusal } from './domain/bet-amount';
import { refusals } from './domain/game-errors';
import { betRefusal } from './domain/round-stage';
import { answerFor, betUnderKey } from './earlier-bet';
import { type EngineContext, publishLive } from './engine-context';
import type { LiveRound } from './live-round';
import { enqueueRefunds } from './refunds';

/**
 * Takes a bet in the betting phase. It exists only once the wallet has debited its amount, and only if that is
 * confirmed before the caller's deadline; a retry under the same idempotency key answers the first attempt.
 */
export async function placeBet(
  context: EngineContext,
  round: LiveRound | undefined,
  request: PlaceBetRequest,
  call: CallContext = { deadline: undefined },
): Promise<PlaceBetReply> {
  const key = request.idempotencyKey;
  const stored = key === undefined ? null : await findBetByKey(context.pool, request.userId, key);
  // Looked up in memory after the read, in the same step that claims the bet below, so a racing retry sees it.
  const earlier = (key === undefined ? undefined : betUnderKey(round, request.userId, key)) ?? stored;
  if (earlier) return answerFor(earlier);
  if (!round) throw refusals.noActiveGame();
  const refusal = betRefusal(round.stage) ?? betAmountRefusal(request.amount);
  if (refusal) throw refusal;
  if (round.bets.has(request.userId)) throw refusals.alreadyBet();
  // Nothing is recorded for a call whose caller has (nearly) stopped waiting: it was never taken.
  if (!debitWindow(call.deadline, Date.now())) throw new DeadlinePassedError();
  const bet: Bet = {
    id: randomUUID(),
    gameType: context.gameType,
    round: round.plan.number,
    userId: request.userId,
    username: request.username,
    amount: request.amount,
    autoCashoutHundredths: request.autoCashoutHundredths,
    multipleCashouts: request.multipleCashouts,
    status: 'placing',
    cashoutHundredths: null,
    payout: null,
    idempotencyKey: request.idempotencyKey,
  };
  // Held in memory at once, so a second bet from the same player in this round is refused while this one debits.
  round.bets.set(bet.userId, bet);
  try {
    await round.track(debitAndActivate(context, bet, call.deadline));
  } catch (error) {
    round.bets.delete(bet.userId);
    throw error;
  }
  const shown = toActiveBet({ ...bet, status: 'active' });
  publishLive(context, { type: 'bet_placed', gameType: bet.gameType, bet: shown, id: bet.id, userId: bet.userId, username: bet.username, amount: shown.amount });
  return placedBetReply(bet);
}

/**
 * Records the bet as 'placing', asks the wallet for the debit with transfer id = bet id, and activates it.
 * A plain refusal (such as insufficient balance) means nothing was debited. A lost answer is asked again with
 * the same id while the deadline leaves time; otherwise, or once the caller has stopped waiting, the debit is
 * voided through the outbox, so it is never taken twice, nor kept from a player told the bet failed.
 */
async function debitAndActivate(context: EngineContext, bet: Bet, deadline: number | undefined): Promise<void> {
  await insertPlacingBet(context.pool, bet).catch((error: unknown) => {
    // Another attempt under the same key got there first and is still being confirmed.
    throw isUniqueViolation(error, BET_KEY_INDEX) ? pendingOutcome('bet') : error;
  });
  try {
    await debitWithinDeadline(context, bet, deadline);
  } catch (first) {
    if (!debitOutcomeUnknown(first)) {
      await deletePlacingBet(context.pool, bet.id);
      throw first;
    }
    try {
      await debitWithinDeadline(context, bet, deadline);
    } catch (second) {
      await voidPlacingBet(context, bet, 'Bet debit unanswered');
      throw debitOutcomeUnknown(second) ? refusals.betNotPlaced() : second;
    }
  }
  if (pastDeadline(deadline)) {
    await voidPlacingBet(context, bet, 'Bet confirmed after its caller stopped waiting');
    throw new DeadlinePassedError();
  }
  // False only when a new leader has voided the round, and with it this bet.
  if (!(await moveBet(context.pool, bet.id, 'placing', 'active'))) throw refusals.betNotPlaced();
  bet.status = 'active';
}

/** One debit attempt in the window the deadline leaves; none left counts as an unanswered attempt. */
async function debitWithinDeadline(context: EngineContext, bet: Bet, deadline: number | undefined): Promise<void> {
  const window = debitWindow(deadline, Date.now());
  if (!window) throw new DeadlinePassedError();
  await debit(context, bet, window);
}

async function debit(context: EngineContext, bet: Bet, window: DebitWindow): Promise<void> {
  await context.client.call(
    'wallet.debit',
    { transferId: bet.id, userId: bet.userId, amount: bet.amount, kind: 'bet', memo: `${bet.gameType} round ${bet.round} bet` },
    debitCallOptions(window),
  );
}

async function voidPlacingBet(context: EngineContext, bet: Bet, reason: string): Promise<void> {
  context.logger.warn({ betId: bet.id, gameType: bet.gameType, reason }, 'bet abandoned, voiding its debit');
  await withTransaction(context.pool, async (tx) => {
    if (await moveBet(tx, bet.id, 'placing', 'voided')) {
      await enqueueRefunds(tx, [bet.id], reason);
    }
  });
  context.relay.kick();
}
