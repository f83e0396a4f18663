import type { Paisa } from '@pkr/contracts';
import type { Bet, BetStatus } from './bet';

/**
 * Where a bet may go from each status. A bet is recorded 'placing' before its debit is asked for, becomes
 * 'active' once the wallet confirms the debit, and ends 'won' (cashed out), 'lost' (still riding at the crash) or
 * 'voided' (its debit undone). A win is marked in memory before it is written, so that no second cash-out or crash
 * settles it meanwhile; a failed write therefore takes it back to 'active'. The database voids a bet, in SQL whose
 * status guards keep to these moves; the round in memory follows only a player's cancel, once it is committed.
 */
export const nextStatuses: Readonly<Record<BetStatus, readonly BetStatus[]>> = {
  placing: ['active', 'voided'],
  active: ['won', 'lost', 'voided'],
  won: ['active'],
  lost: [],
  voided: [],
};

export const canMove = (from: BetStatus, to: BetStatus): boolean => nextStatuses[from].includes(to);

/** A bet a cash-out has won, with the figures of the win. */
export type WonBet = Bet & { status: 'won'; cashoutHundredths: number; payout: Paisa };

/** The multiplier and payout of a win, and the key of the player's cash-out that won it (none for an auto cash-out). */
export interface Win {
  hundredths: number;
  payout: Paisa;
  cashoutKey: string | undefined;
}

/** The wallet confirmed the bet's debit: the bet rides in its round. */
export function activateBet(bet: Bet): Bet & { status: 'active' } {
  move(bet, 'placing', 'active');
  return bet as Bet & { status: 'active' };
}

/** A cash-out won the bet: it holds the multiplier, the payout and the cash-out's key. */
export function winBet(bet: Bet, { hundredths, payout, cashoutKey }: Win): WonBet {
  move(bet, 'active', 'won');
  bet.cashoutHundredths = hundredths;
  bet.payout = payout;
  bet.cashoutKey = cashoutKey;
  return bet as WonBet;
}

/** The write of a win failed: the database still holds the bet active, so it rides again without the win's figures. */
export function undoWin(bet: Bet): void {
  move(bet, 'won', 'active');
  bet.cashoutHundredths = null;
  bet.payout = null;
  bet.cashoutKey = undefined;
}

/** The round crashed while the bet still rode. */
export function loseBet(bet: Bet): void {
  move(bet, 'active', 'lost');
}

/** The player's cancel was committed while the round was betting: the bet no longer rides and its stake goes back. */
export function cancelBet(bet: Bet): void {
  move(bet, 'active', 'voided');
}

/** Moves the bet only from the status the caller expects: any other means two settlements raced, a bug to stop. */
function move(bet: Bet, from: BetStatus, to: BetStatus): void {
  if (bet.status !== from || !canMove(from, to)) throw new Error(`Bet ${bet.id} is ${bet.status}: it cannot go from ${from} to ${to}`);
  bet.status = to;
}
