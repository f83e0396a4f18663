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

/** Bets by their player's user id, each player's in the order given. */
export function byPlayer(bets: readonly SettledBet[]): Map<string, SettledBet[]> {
  const grouped = new Map<string, SettledBet[]>();
  for (const bet of bets) {
    const theirs = grouped.get(bet.userId);
    if (theirs) theirs.push(bet);
    else grouped.set(bet.userId, [bet]);
  }
  return grouped;
}

export const isWon = (bet: SettledBet): boolean => bet.cashoutHundredths !== null;

/** Paisa a bet won over its stake; zero for a lost bet. */
export const winOf = (bet: SettledBet): number => (isWon(bet) ? bet.payout - bet.amount : 0);

/** Where a bet stands in settlement order: when the engine settled it, then its id. */
export type SettlementKey = Pick<SettledBet, 'settledAt' | 'betId'>;

/**
 * Settlement order: by the time the engine settled the bet, then by bet id so bets settled at the same
 * instant (one round) have one fixed order whichever order their events arrived in.
 */
export const compareSettlement = (a: SettlementKey, b: SettlementKey): number =>
  a.settledAt.getTime() - b.settledAt.getTime() || (a.betId < b.betId ? -1 : a.betId > b.betId ? 1 : 0);

export const inSettlementOrder = (bets: readonly SettledBet[]): SettledBet[] => [...bets].sort(compareSettlement);

/** True when `bet` comes after `latest` in settlement order. */
export const settlesAfter = (bet: SettlementKey, latest: SettlementKey): boolean => compareSettlement(bet, latest) > 0;
