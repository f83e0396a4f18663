import type { Phase, ServerMessage } from '@pkr/contracts';
import { BETTING_SECONDS_DEFAULT, betFromActive, type MyBet, settleCrash, type LiveAction, type LiveView } from './game-state';
import { changeBet, placeInSlot } from './my-bets';
import { applyTableUpdate, seedTable, tableOfRound } from './round-table';

const phaseOrder: Record<Phase, number> = { betting: 0, transition: 1, running: 2, crashed: 3 };

/** A full state sent before a message the page has already applied (a poll, or the first state on connecting). */
const isBehind = (view: LiveView, state: { currentRound: number; phase: Phase }) =>
  view.round !== null &&
  (state.currentRound < view.round || (state.currentRound === view.round && phaseOrder[state.phase] < phaseOrder[view.phase]));

/** The user's bets changed as `change` says, when one is the bet named. */
const withMyBet = (view: LiveView, betId: string, change: (bet: MyBet) => MyBet): LiveView => ({ ...view, myBets: changeBet(view.myBets, betId, change) });

/** The user's bets of a full state, each in the slot the server names. */
function myBetsOf(view: LiveView, state: Extract<ServerMessage, { type: 'game_state' }>, userId: string | null): MyBet[] {
  let bets = view.myBets.filter((bet) => bet.round === state.currentRound);
  for (const active of state.activeBets.filter((bet) => bet.userId === userId)) bets = placeInSlot(bets, betFromActive(active, state.currentRound, active.slot));
  return bets;
}

/** The game state the server sent in full: it replaces the picture, keeping the user's bets of this round. */
function fromGameState(view: LiveView, state: Extract<ServerMessage, { type: 'game_state' }>, receivedAt: number, userId: string | null): LiveView {
  const clockOffsetMs = state.serverTime - receivedAt;
  return {
    phase: state.phase,
    round: state.currentRound,
    multiplier: state.currentMultiplier,
    flightStartedAt: state.phase === 'running' ? state.phaseStartedAt - clockOffsetMs : null,
    bettingEndsAt: state.bettingEndsAt === null ? null : state.bettingEndsAt - clockOffsetMs,
    crashPoint: state.crashPoint,
    clockOffsetMs,
    recentGames: state.recentGames,
    myBets: myBetsOf(view, state, userId),
    table: view.table.round === null || view.table.round === state.currentRound ? view.table : tableOfRound(state.currentRound),
    forcedCashout: view.round === state.currentRound ? view.forcedCashout : null,
    maxWinPerBet: state.maxWinPerBet,
  };
}

const won = (bet: MyBet, multiplier: number, winAmount: number): MyBet => ({
  ...bet,
  isActive: false,
  hasCashedOut: true,
  cashoutMultiplier: multiplier,
  winAmount,
  cashingOut: false,
});

function fromMessage(view: LiveView, message: ServerMessage, receivedAt: number, userId: string | null): LiveView {
  switch (message.type) {
    case 'game_state':
      return isBehind(view, message) ? view : fromGameState(view, message, receivedAt, userId);
    case 'betting_phase': {
      const seconds = message.seconds || BETTING_SECONDS_DEFAULT;
      const endsAt = message.bettingEndsAt ? message.bettingEndsAt - view.clockOffsetMs : receivedAt + seconds * 1000;
      const table = view.table.round === message.round ? view.table : tableOfRound(message.round);
      return { ...view, phase: 'betting', round: message.round, multiplier: 1, flightStartedAt: null, bettingEndsAt: endsAt, crashPoint: null, myBets: [], table, forcedCashout: null };
    }
    case 'new_game':
      return { ...view, phase: 'running', round: message.round, multiplier: 1, bettingEndsAt: null, flightStartedAt: message.startedAt - view.clockOffsetMs };
    case 'game_tick':
      // Each tick snaps the curve: the flight began elapsedMs before this tick arrived.
      return { ...view, phase: 'running', round: message.round, multiplier: message.multiplier, bettingEndsAt: null, flightStartedAt: receivedAt - message.elapsedMs };
    case 'game_crash':
      return { ...view, ...settleCrash(view), phase: 'crashed', round: message.round, multiplier: message.crashPoint, crashPoint: message.crashPoint, flightStartedAt: null };
    // The server sends a bet's own events to its player alone: a bet placed or cashed out in another tab, or by auto cash-out.
    case 'bet_placed': {
      const known = view.myBets.some((bet) => bet.id === message.bet.id);
      const mine = message.bet.userId === userId && view.round !== null && !known;
      return mine ? { ...view, myBets: placeInSlot(view.myBets, betFromActive(message.bet, view.round!, message.bet.slot)) } : view;
    }
    case 'bet_cashed_out':
      return withMyBet(view, message.bet.id, (bet) => won(bet, message.multiplier, message.winAmount));
    case 'round_bets_update': {
      // A bet cancelled elsewhere (another tab of the same player) leaves this page's panel too.
      const removed = new Set(message.removed);
      return { ...view, myBets: view.myBets.filter((bet) => !removed.has(bet.id)), table: applyTableUpdate(view.table, message) };
    }
    case 'forced_cashout':
      return message.round === view.round ? { ...view, forcedCashout: message.multiplier } : view;
    case 'recent_games_update':
      return { ...view, recentGames: message.games };
    default:
      return view;
  }
}

/** Spec section 4, Crash game phases (live client), which the Aviator page follows too: what each message, bet and cash-out does. */
export function liveGameReducer(view: LiveView, action: LiveAction): LiveView {
  switch (action.kind) {
    case 'message':
      return fromMessage(view, action.message, action.receivedAt, action.userId);
    case 'bet_placed': {
      const { id, round, amount, autoCashoutAt, slot } = action.bet;
      // An answer from a round already over adds nothing; one of a bet the socket has told of (and may have settled) only names its slot.
      if (view.round !== null && round < view.round) return view;
      const known = view.myBets.find((bet) => bet.id === id);
      const fresh = { id, slot, round, amount, autoCashout: autoCashoutAt, isActive: true, hasCashedOut: false, cashoutMultiplier: null, winAmount: null, cashingOut: false };
      return { ...view, myBets: placeInSlot(view.myBets, known ? { ...known, slot } : fresh) };
    }
    case 'bet_cancelled':
      return { ...view, myBets: view.myBets.filter((bet) => bet.id !== action.betId) };
    case 'cashing_out':
      return withMyBet(view, action.betId, (bet) => ({ ...bet, cashingOut: true }));
    case 'cashed_out':
      return withMyBet(view, action.betId, (bet) => won(bet, action.multiplier, action.winAmount));
    case 'cashout_refused':
      return withMyBet(view, action.betId, (bet) => ({ ...bet, cashingOut: false }));
    case 'table_seeded':
      return { ...view, table: seedTable(view.table, action.reply) };
  }
}
