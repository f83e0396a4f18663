import type { GameType } from '@pkr/contracts';

/** One settled bet as the leaderboard keeps it: money in paisa, multipliers in hundredths. */
export interface SettledBet {
  betId: string;
  userId: string;
  username: string;
  gameType: GameType;
  round: number;
  amount: number;
  autoCashoutHundredths: number | null;
  /** Null when the bet lost. */
  cashoutHundredths: number | null;
  payout: number;
  crashHundredths: number;
  settledAt: Date;
}

export const isWon = (bet: SettledBet): boolean => bet.cashoutHundredths !== null;

/** Paisa a bet won over its stake; zero for a lost bet. */
export const winOf = (bet: SettledBet): number => (isWon(bet) ? bet.payout - bet.amount : 0);

/**
 * Settlement order: by the time the engine settled the bet, then by bet id so bets settled at the same
 * instant (one round) have one fixed order whichever order their events arrived in.
 */
export function inSettlementOrder(bets: readonly SettledBet[]): SettledBet[] {
  return [...bets].sort(
    (a, b) => a.settledAt.getTime() - b.settledAt.getTime() || (a.betId < b.betId ? -1 : a.betId > b.betId ? 1 : 0),
  );
}
