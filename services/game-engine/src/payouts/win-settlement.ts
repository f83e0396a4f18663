import { type CashoutReply, paisaToPkr, payoutPaisa } from '@pkr/contracts';
import { type Bet, toActiveBet } from '../domain/bet';
import { undoWin, type WonBet, winBet } from '../domain/bet-transitions';
import { refusals } from '../domain/game-errors';
import { type EngineContext, publishLive } from '../engine-context';
import { countCashout } from '../engine-metrics';
import type { LiveRound } from '../rounds/live-round';
import { payoutCredit } from './payout-credit';

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
  const won = winBet(bet, { hundredths, payout: payoutPaisa(bet.amount, hundredths), cashoutKey });
  const reply = { betId: won.id, slot: won.slot, winAmount: paisaToPkr(won.payout), multiplier: hundredths / 100 };
  const { written, credited } = context.wins.record({ betId: won.id, hundredths, payout: won.payout, cashoutKey, credit: payoutCredit(won, hundredths, won.payout) });
  await round.winsBeingRecorded.hold(won.id, round.track(announceWritten(context, won, reply, written)));
  await credited;
  return reply;
}

/**
 * Tells the room of the win once it is written. A failed write puts the bet back to active before anyone waiting
 * on the write reads it, so a retry of the cash-out, or the next tick for an auto cash-out, can win it again; not
 * active in the database means a new leader voided the round, and the refund stands instead.
 */
async function announceWritten(context: EngineContext, won: WonBet, reply: CashoutReply, written: Promise<boolean>): Promise<void> {
  try {
    if (!(await written)) throw refusals.noActiveBet();
    countCashout(won);
    announceWin(context, won, reply);
  } catch (error) {
    undoWin(won);
    throw error;
  }
}

function announceWin(context: EngineContext, won: WonBet, reply: CashoutReply): void {
  const shown = toActiveBet(won);
  publishLive(context, {
    type: 'bet_cashed_out',
    gameType: won.gameType,
    bet: shown,
    id: won.id,
    userId: won.userId,
    username: won.username,
    amount: shown.amount,
    multiplier: reply.multiplier,
    winAmount: reply.winAmount,
  });
}
