import type { ActiveBet, BetSlot, Phase, PlaceBetReply, RecentGame, RoundBetsReply, ServerMessage } from '@pkr/contracts';
import { potentialWin } from './format';
import { emptyRoundTable, type RoundTable } from './round-table';

/** One of the user's own bets on this page (spec section 3), in its bet panel: active, then cashed out or lost. */
export type MyBet = {
  id: string;
  slot: BetSlot;
  round: number;
  amount: number;
  autoCashout: number | null;
  isActive: boolean;
  hasCashedOut: boolean;
  cashoutMultiplier: number | null;
  winAmount: number | null;
  /** A cash-out of this bet was asked for and not answered yet: a crash meanwhile does not make it lost. */
  cashingOut: boolean;
};

/** What the page knows of the round. Times are local epoch ms, already corrected by the server-clock offset. */
export type LiveView = {
  phase: Phase;
  round: number | null;
  /** The server's last word on the multiplier (a tick, a state, the crash point). */
  multiplier: number;
  /** When the flight began, for drawing the curve between ticks; null unless running. */
  flightStartedAt: number | null;
  bettingEndsAt: number | null;
  crashPoint: number | null;
  /** serverTime - local time, learnt from every game_state. */
  clockOffsetMs: number;
  recentGames: RecentGame[];
  /** The user's bets of this round, at most one per slot. */
  myBets: MyBet[];
  /** Every bet of the round as the live table shows it. */
  table: RoundTable;
  /** Where the round's open bets reached its payout limit and were all cashed out; null unless they did. */
  forcedCashout: number | null;
  /** The most one bet can win (PKR), as the server last said; null until it has. */
  maxWinPerBet: number | null;
};

/** What the page learns besides messages: its own bets' answers, each naming the bet, and the table's first picture. */
export type LiveAction =
  | { kind: 'message'; message: ServerMessage; receivedAt: number; userId: string | null }
  | { kind: 'bet_placed'; bet: PlaceBetReply['bet'] }
  | { kind: 'bet_cancelled'; betId: string }
  | { kind: 'cashing_out'; betId: string }
  | { kind: 'cashed_out'; betId: string; winAmount: number; multiplier: number }
  | { kind: 'cashout_refused'; betId: string }
  | { kind: 'table_seeded'; reply: RoundBetsReply };

export const initialLiveView: LiveView = {
  phase: 'betting',
  round: null,
  multiplier: 1,
  flightStartedAt: null,
  bettingEndsAt: null,
  crashPoint: null,
  clockOffsetMs: 0,
  recentGames: [],
  myBets: [],
  table: emptyRoundTable,
  forcedCashout: null,
  maxWinPerBet: null,
};

export const BETTING_SECONDS_DEFAULT = 5;

export const betFromActive = (bet: ActiveBet, round: number, slot: BetSlot): MyBet => ({
  id: bet.id,
  slot,
  round,
  amount: bet.amount,
  autoCashout: bet.autoCashoutAt,
  isActive: bet.status === 'active',
  hasCashedOut: bet.status === 'won',
  cashoutMultiplier: bet.cashoutMultiplier,
  winAmount: bet.status === 'won' && bet.cashoutMultiplier !== null ? potentialWin(bet.amount, bet.cashoutMultiplier) : null,
  cashingOut: false,
});

/**
 * A crash ends every bet still riding: the user's own show lost, unless a cash-out is still being answered (the
 * server may have taken it just before the crash). Everyone's bets are the live table's, which the server settles.
 */
export function settleCrash(view: LiveView): Pick<LiveView, 'myBets'> {
  return { myBets: view.myBets.map((bet) => (bet.isActive ? { ...bet, isActive: false } : bet)) };
}
