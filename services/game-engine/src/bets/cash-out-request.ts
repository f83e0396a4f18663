import { type CashoutReply, paisaToPkr, payoutPaisa } from '@pkr/contracts';
import { assertBeforeDeadline } from '@pkr/platform';
import { findWonByCashoutKey } from '../db/bets';
import { type Bet, toActiveBet } from '../domain/bet';
import { undoWin, winBet } from '../domain/bet-transitions';
import { cashoutHundredths } from '../domain/cashout-multiplier';
import { refusals } from '../domain/game-errors';
import { cashoutRefusal } from '../domain/round-stage';
import { type EngineContext, publishLive } from '../engine-context';
import { payoutCredit } from '../payouts/payout-credit';
import type { LiveRound } from '../rounds/live-round';

/** The bet the client names, its idempotency key of a cash-out, and when its caller stops waiting. */
export interface CashoutCall {
  betId?: string | undefined;
  key?: string | undefined;
  deadline?: number | undefined;
}

/**
 * A player's cash-out: the engine's clock at this moment decides the multiplier, never the client. A retry under
 * the key of the cash-out that won the bet answers that win; one whose caller has stopped waiting is not taken.
 */
export async function cashOut(context: EngineContext, round: LiveRound | undefined, userId: string, call: CashoutCall = {}): Promise<CashoutReply> {
  const earlier = await wonUnderKey(context, round, userId, call);
  if (earlier) return earlier;
  if (!round) throw refusals.cashoutNoGame();
  const refusal = cashoutRefusal(round.stage);
  if (refusal) throw refusal;
  const bet = ridingBet(round, userId, call.betId);
  if (!bet) throw refusals.noActiveBet();
  // Taken later, it would pay at a multiplier the player never asked for.
  assertBeforeDeadline(call.deadline);
  const hundredths = cashoutHundredths(round.elapsedMs(), round.plan.crashHundredths, bet.autoCashoutHundredths);
  // The clock has passed the crash point: the bet has lost, the crash is being announced.
  if (hundredths === null) throw refusals.cashoutAfterCrash();
  return settleWin(context, round, bet, { hundredths, cashoutKey: call.key });
}

/** The bet named, if it is the player's and still riding in this round; unnamed, the player's bet that is. */
function ridingBet(round: LiveRound, userId: string, betId: string | undefined): Bet | undefined {
  const candidates = betId === undefined ? round.bets.ofPlayer(userId) : [round.bets.get(betId)];
  return candidates.find((bet) => bet?.userId === userId && bet.status === 'active');
}

/** The wins of this process still being written, so a retry under their key waits for the outcome. */
const winsBeingRecorded = new WeakMap<Bet, Promise<void>>();

/** The win a cash-out's key already has, in this round or an earlier one; none without a key. */
async function wonUnderKey(context: EngineContext, round: LiveRound | undefined, userId: string, { key, betId }: CashoutCall) {
  if (key === undefined) return undefined;
  const underKey = round?.bets.underCashoutKey(userId, key);
  // A win shown before it is written could still be undone by a failed write: the retry answers what stands.
  if (underKey) await winsBeingRecorded.get(underKey)?.catch(() => undefined);
  if (underKey?.status === 'won') return winReply(underKey);
  // A bet named and still riding has not been won under this key (the key is unique per player where a win
  // records it), so its clock is read now rather than after a query for an earlier round's win.
  if (round && betId !== undefined && ridingBet(round, userId, betId)) return undefined;
  const won = await findWonByCashoutKey(context.pool, userId, key);
  return won ? winReply(won) : undefined;
}

const winReply = (won: Bet): CashoutReply | undefined =>
  won.payout == null || won.cashoutHundredths === null
    ? undefined
    : { betId: won.id, winAmount: paisaToPkr(won.payout), multiplier: won.cashoutHundredths / 100 };

/** The multiplier a bet is won at, and the key of the player's cash-out that wins it (none for an auto cash-out). */
export interface WinAt {
  hundredths: number;
  cashoutKey?: string | undefined;
}

/**
 * Wins a bet at `hundredths`: marked in memory at once, so a second cash-out or the crash cannot also settle it,
 * then recorded with its payout credit (transfer id "payout:<bet id>") queued in the outbox in one statement,
 * told to the room once written, and credited at once when the wallet answers in time. The round's crash waits
 * for wins being written, so no player hears a bet the engine has won as lost.
 */
export async function settleWin(context: EngineContext, round: LiveRound, bet: Bet, { hundredths, cashoutKey }: WinAt): Promise<CashoutReply> {
  const payout = payoutPaisa(bet.amount, hundredths);
  winBet(bet, { hundredths, payout, cashoutKey });
  const reply = { betId: bet.id, winAmount: paisaToPkr(payout), multiplier: hundredths / 100 };
  const recording = round.track(recordWin(context, bet, hundredths, payout).then(() => announceWin(context, bet, reply)));
  winsBeingRecorded.set(bet, recording);
  try {
    await recording;
  } catch (error) {
    undoWin(bet);
    throw error;
  } finally {
    winsBeingRecorded.delete(bet);
  }
  await context.payouts.submit(payoutCredit(bet, hundredths, payout));
  return reply;
}

function announceWin(context: EngineContext, bet: Bet, reply: CashoutReply): void {
  const shown = toActiveBet({ ...bet, status: 'won' });
  publishLive(context, {
    type: 'bet_cashed_out',
    gameType: bet.gameType,
    bet: shown,
    id: bet.id,
    userId: bet.userId,
    username: bet.username,
    amount: shown.amount,
    multiplier: reply.multiplier,
    winAmount: reply.winAmount,
  });
}

async function recordWin(context: EngineContext, bet: Bet, hundredths: number, payout: number): Promise<void> {
  const credit = payoutCredit(bet, hundredths, payout);
  // Not active in the database means a new leader voided the round: the refund stands instead.
  if (!(await context.wins.submit({ betId: bet.id, hundredths, payout, cashoutKey: bet.cashoutKey, credit }))) throw refusals.noActiveBet();
}
