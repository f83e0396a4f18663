import { type BetSlot, type CashoutReply, paisaToPkr } from '@pkr/contracts';
import { assertBeforeDeadline } from '@pkr/platform';
import { findWonByCashoutKey } from '../db/bets';
import type { Bet } from '../domain/bet';
import { cashoutHundredths } from '../domain/cashout-multiplier';
import { refusals } from '../domain/game-errors';
import { cashoutRefusal } from '../domain/round-stage';
import type { EngineContext } from '../engine-context';
import { settleWin } from '../payouts/win-settlement';
import type { LiveRound } from '../rounds/live-round';

/** The bet the client names, by id or by slot, its idempotency key of a cash-out, and when its caller stops waiting. */
export interface CashoutCall {
  betId?: string | undefined;
  slot?: BetSlot | undefined;
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
  const bet = ridingBet(round, userId, call);
  if (!bet) throw refusals.noActiveBet();
  // Taken later, it would pay at a multiplier the player never asked for.
  assertBeforeDeadline(call.deadline);
  const hundredths = cashoutHundredths(round.elapsedMs(), round.plan.crashHundredths, bet.autoCashoutHundredths);
  // The clock has passed the crash point: the bet has lost, the crash is being announced.
  if (hundredths === null) throw refusals.cashoutAfterCrash();
  // A bet riding again in a capped round (its forced win failed to write) is paid no more than the cap's multiplier.
  const capped = round.payoutCappedAt === null ? hundredths : Math.min(hundredths, round.payoutCappedAt);
  return settleWin(context, round, bet, { hundredths: capped, cashoutKey: call.key });
}

/**
 * The bet named by id, else by slot, if it is the player's and still riding in this round; unnamed, the player's
 * riding bet in the lowest slot.
 */
function ridingBet(round: LiveRound, userId: string, { betId, slot }: CashoutCall): Bet | undefined {
  const candidates = betId !== undefined ? [round.bets.get(betId)] : round.bets.ofPlayer(userId).filter((bet) => slot === undefined || bet.slot === slot);
  const riding = candidates.filter((bet): bet is Bet => bet?.userId === userId && bet.status === 'active');
  return riding.sort((one, other) => one.slot - other.slot)[0];
}

/** The win a cash-out's key already has, in this round or an earlier one; none without a key. */
async function wonUnderKey(context: EngineContext, round: LiveRound | undefined, userId: string, call: CashoutCall) {
  const { key, betId, slot } = call;
  if (key === undefined) return undefined;
  const underKey = round?.bets.underCashoutKey(userId, key);
  // A win shown before it is written could still be undone by a failed write: the retry answers what stands.
  if (round && underKey) await round.winsBeingRecorded.landed(underKey.id);
  if (underKey?.status === 'won') return winReply(underKey);
  // A bet named and still riding has not been won under this key (the key is unique per player where a win
  // records it), so its clock is read now rather than after a query for an earlier round's win.
  if (round && (betId !== undefined || slot !== undefined) && ridingBet(round, userId, call)) return undefined;
  const won = await findWonByCashoutKey(context.pool, userId, key);
  return won ? winReply(won) : undefined;
}

const winReply = (won: Bet): CashoutReply | undefined =>
  won.payout == null || won.cashoutHundredths === null
    ? undefined
    : { betId: won.id, slot: won.slot, winAmount: paisaToPkr(won.payout), multiplier: won.cashoutHundredths / 100 };
