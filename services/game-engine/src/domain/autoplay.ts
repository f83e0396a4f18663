import type { AutoplayStopReason, BetSlot, GameType, Paisa } from '@pkr/contracts';

/** An auto-play as the engine keeps it: money in paisa, the auto cash-out in hundredths. */
export interface Autoplay {
  id: string;
  userId: string;
  username: string;
  gameType: GameType;
  slot: BetSlot;
  amount: Paisa;
  autoCashoutHundredths: number;
  rounds: number;
  roundsPlayed: number;
  /** Won minus staked over the rounds counted so far: negative for a loss. */
  net: Paisa;
  lossStop: Paisa;
  winStop: Paisa | null;
  singleWinStop: Paisa | null;
  /** The last round whose bet was counted. */
  lastRound: number;
  stoppedReason: AutoplayStopReason | null;
}

/** What one of its bets did in a round: the payout is 0 for a lost bet. */
export interface RoundOutcome {
  round: number;
  amount: Paisa;
  payout: Paisa;
}

/** The idempotency key of an auto-play's bet in a round: one bet per auto-play and round, however often it is asked. */
export const autoplayBetKey = (autoplayId: string, round: number): string => `autoplay:${autoplayId}:${round}`;

export const roundsLeft = (autoplay: Autoplay): number => autoplay.rounds - autoplay.roundsPlayed;

/** The auto-play with one more round counted, and the reason it stops there, if any. */
export function countRound(autoplay: Autoplay, outcome: RoundOutcome): Autoplay {
  const counted = { ...autoplay, roundsPlayed: autoplay.roundsPlayed + 1, net: autoplay.net + outcome.payout - outcome.amount, lastRound: outcome.round };
  return { ...counted, stoppedReason: stopAfterRound(counted, outcome) };
}

/**
 * Each stop holds at its threshold: a loss stop of 100 stops once the player is down 100, a win stop of 100 once
 * up 100, a single-win stop of 500 once one bet pays 500. A stop reached in the last round names the stop, so the
 * player learns that it was reached.
 */
function stopAfterRound(counted: Autoplay, outcome: RoundOutcome): AutoplayStopReason | null {
  if (-counted.net >= counted.lossStop) return 'loss-stop';
  if (counted.winStop !== null && counted.net >= counted.winStop) return 'win-stop';
  if (counted.singleWinStop !== null && outcome.payout >= counted.singleWinStop) return 'single-win-stop';
  if (roundsLeft(counted) <= 0) return 'rounds-done';
  return null;
}

/** Why a refused bet stops its auto-play: the wallet's lack of funds, or any other refusal. */
export const refusalStop = (code: string): AutoplayStopReason => (code === 'INSUFFICIENT_FUNDS' ? 'balance' : 'refused');
