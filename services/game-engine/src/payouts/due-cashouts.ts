import { pkrToPaisa } from '@pkr/contracts';
import { recordPayoutCap } from '../db/rounds';
import type { Bet } from '../domain/bet';
import { dueCashouts } from '../domain/payout-cap';
import { type EngineContext, publishLive } from '../engine-context';
import type { LiveRound } from '../rounds/live-round';
import { settleWin } from './win-settlement';

/**
 * Pays what a tick owes once the round has reached `reached`: auto cash-outs exactly at their targets, even when
 * a tick skipped past them, and, when the open bets would be paid ROUND_MAX_PAYOUT_PKR, every one of them at the
 * multiplier where they reach it. Each win is marked before this returns, so a player's cash-out or the crash
 * cannot settle the same bet again; a failed write gives the bet back, and the next tick pays it again.
 */
export function settleDueCashouts(context: EngineContext, round: LiveRound, reached: number): void {
  const riding = [...round.bets.values()]
    .filter((bet) => bet.status === 'active')
    .map((bet) => ({ bet, amount: bet.amount, autoCashoutHundredths: bet.autoCashoutHundredths }));
  if (riding.length === 0) return;
  const capPaisa = pkrToPaisa(context.settings.ROUND_MAX_PAYOUT_PKR);
  const { autos, forced } = dueCashouts(riding, capPaisa, reached, round.payoutCappedAt);
  for (const { bet, hundredths } of autos) win(context, round, bet, hundredths, 'auto cash-out failed');
  if (!forced) return;
  for (const bet of forced.bets) win(context, round, bet, forced.hundredths, 'forced cash-out failed');
  if (round.payoutCappedAt === null) capRound(context, round, forced.hundredths, forced.bets.length);
}

function win(context: EngineContext, round: LiveRound, bet: Bet, hundredths: number, failure: string): void {
  settleWin(context, round, bet, { hundredths }).catch((error: unknown) => context.logger.error({ err: error, betId: bet.id }, failure));
}

/** The round is capped from here: told to the room, and recorded with the round before its crash is written. */
function capRound(context: EngineContext, round: LiveRound, hundredths: number, bets: number): void {
  const { gameType, number } = round.plan;
  round.payoutCappedAt = hundredths;
  context.logger.warn({ gameType, round: number, multiplier: hundredths / 100, bets }, 'round payout cap reached: every open bet cashed out');
  publishLive(context, { type: 'forced_cashout', gameType, round: number, multiplier: hundredths / 100, bets });
  round.track(recordPayoutCap(context.pool, gameType, number, hundredths)).catch((error: unknown) =>
    context.logger.error({ err: error, gameType, round: number }, 'recording the payout cap failed'),
  );
}
