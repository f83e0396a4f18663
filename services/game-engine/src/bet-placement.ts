import { randomUUID } from 'node:crypto';
import { AppError, paisaToPkr, type PlaceBetReply, type PlaceBetRequest } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import { deletePlacingBet, insertPlacingBet, moveBet } from './db/bets';
import { type Bet, toActiveBet } from './domain/bet';
import { betAmountRefusal } from './domain/bet-amount';
import { refusals } from './domain/game-errors';
import { betRefusal } from './domain/round-stage';
import { type EngineContext, publishLive } from './engine-context';
import type { LiveRound } from './live-round';
import { enqueueRefunds } from './refunds';

const DEBIT_TIMEOUT_MS = 3_000;

/** A timeout, no responder or a failure inside the wallet leaves open whether the debit happened. */
const outcomeUnknown = (error: unknown) =>
  !(error instanceof AppError) || error.code === 'TIMEOUT' || error.code === 'UNAVAILABLE' || error.code === 'INTERNAL';

/** Takes a bet in the betting phase. It exists only once the wallet has debited its amount. */
export async function placeBet(context: EngineContext, round: LiveRound | undefined, request: PlaceBetRequest): Promise<PlaceBetReply> {
  if (!round) throw refusals.noActiveGame();
  const refusal = betRefusal(round.stage) ?? betAmountRefusal(request.amount);
  if (refusal) throw refusal;
  if (round.bets.has(request.userId)) throw refusals.alreadyBet();
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
  };
  // Held in memory at once, so a second bet from the same player in this round is refused while this one debits.
  round.bets.set(bet.userId, bet);
  try {
    await round.track(debitAndActivate(context, bet));
  } catch (error) {
    round.bets.delete(bet.userId);
    throw error;
  }
  const shown = toActiveBet({ ...bet, status: 'active' });
  publishLive(context, { type: 'bet_placed', gameType: bet.gameType, bet: shown, id: bet.id, userId: bet.userId, username: bet.username, amount: shown.amount });
  return {
    bet: {
      id: bet.id,
      amount: paisaToPkr(bet.amount),
      autoCashoutAt: shown.autoCashoutAt,
      multipleCashouts: bet.multipleCashouts,
      round: bet.round,
      gameType: bet.gameType,
    },
  };
}

/**
 * Records the bet as 'placing', asks the wallet for the debit with transfer id = bet id, and activates it.
 * A plain refusal (such as insufficient balance) means nothing was debited. A lost answer is asked again with
 * the same id; if that fails too the debit is voided through the outbox, so it is never taken twice or kept.
 */
async function debitAndActivate(context: EngineContext, bet: Bet): Promise<void> {
  await insertPlacingBet(context.pool, bet);
  try {
    await debit(context, bet);
  } catch (first) {
    if (!outcomeUnknown(first)) {
      await deletePlacingBet(context.pool, bet.id);
      throw first;
    }
    try {
      await debit(context, bet);
    } catch (second) {
      await voidPlacingBet(context, bet);
      throw outcomeUnknown(second) ? refusals.betNotPlaced() : second;
    }
  }
  // False only when a new leader has voided the round, and with it this bet.
  if (!(await moveBet(context.pool, bet.id, 'placing', 'active'))) throw refusals.betNotPlaced();
  bet.status = 'active';
}

async function debit(context: EngineContext, bet: Bet): Promise<void> {
  await context.client.call(
    'wallet.debit',
    { transferId: bet.id, userId: bet.userId, amount: bet.amount, kind: 'bet', memo: `${bet.gameType} round ${bet.round} bet` },
    { timeoutMs: DEBIT_TIMEOUT_MS },
  );
}

async function voidPlacingBet(context: EngineContext, bet: Bet): Promise<void> {
  context.logger.warn({ betId: bet.id, gameType: bet.gameType }, 'bet debit unanswered, voiding it');
  await withTransaction(context.pool, async (tx) => {
    if (await moveBet(tx, bet.id, 'placing', 'voided')) {
      await enqueueRefunds(tx, [bet.id], 'Bet debit unanswered');
    }
  });
  context.relay.kick();
}
