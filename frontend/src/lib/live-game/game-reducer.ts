import type { Phase, ServerMessage } from '@pkr/contracts';
import { BETTING_SECONDS_DEFAULT, betFromActive, type MyBet, settleCrash, upsertBet, type LiveAction, type LiveView } from './game-state';

const phaseOrder: Record<Phase, number> = { betting: 0, transition: 1, running: 2, crashed: 3 };

/** A full state sent before a message the page has already applied (a poll, or the first state on connecting). */
const isBehind = (view: LiveView, state: { currentRound: number; phase: Phase }) =>
  view.round !== null &&
  (state.currentRound < view.round || (state.currentRound === view.round && phaseOrder[state.phase] < phaseOrder[view.phase]));

/** The user's bet changed as `change` says, when it is the bet named; any other bet (a new round's) stays. */
const withMyBet = (view: LiveView, betId: string, change: (bet: MyBet) => MyBet): LiveView =>
  view.myBet?.id === betId ? { ...view, myBet: change(view.myBet) } : view;

/** The game state the server sent in full: it replaces the picture, keeping the user's bet of this round. */
function fromGameState(view: LiveView, state: Extract<ServerMessage, { type: 'game_state' }>, receivedAt: number, userId: string | null): LiveView {
  const clockOffsetMs = state.serverTime - receivedAt;
  const mine = state.activeBets.find((bet) => bet.userId === userId);
  const keptBet = view.myBet?.round === state.currentRound ? view.myBet : null;
  return {
    phase: state.phase,
    round: state.currentRound,
    multiplier: state.currentMultiplier,
    flightStartedAt: state.phase === 'running' ? state.phaseStartedAt - clockOffsetMs : null,
    bettingEndsAt: state.bettingEndsAt === null ? null : state.bettingEndsAt - clockOffsetMs,
    crashPoint: state.crashPoint,
    clockOffsetMs,
    recentGames: state.recentGames,
    activeBets: state.activeBets,
    myBet: mine ? betFromActive(mine, state.currentRound) : keptBet,
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
      return { ...view, phase: 'betting', round: message.round, multiplier: 1, flightStartedAt: null, bettingEndsAt: endsAt, crashPoint: null, activeBets: [], myBet: null };
    }
    case 'new_game':
      return { ...view, phase: 'running', round: message.round, multiplier: 1, bettingEndsAt: null, flightStartedAt: message.startedAt - view.clockOffsetMs };
    case 'game_tick':
      // Each tick snaps the curve: the flight began elapsedMs before this tick arrived.
      return { ...view, phase: 'running', round: message.round, multiplier: message.multiplier, bettingEndsAt: null, flightStartedAt: receivedAt - message.elapsedMs };
    case 'game_crash':
      return { ...view, ...settleCrash(view), phase: 'crashed', round: message.round, multiplier: message.crashPoint, crashPoint: message.crashPoint, flightStartedAt: null };
    case 'bet_placed': {
      const mine = message.bet.userId === userId && view.round !== null && !view.myBet;
      return { ...view, activeBets: upsertBet(view.activeBets, message.bet), myBet: mine ? betFromActive(message.bet, view.round!) : view.myBet };
    }
    case 'bet_cashed_out': {
      const listed = { ...view, activeBets: upsertBet(view.activeBets, message.bet) };
      return withMyBet(listed, message.bet.id, (bet) => won(bet, message.multiplier, message.winAmount));
    }
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
      const { id, round, amount, autoCashoutAt } = action.bet;
      // An answer from a round already over, or of a bet the socket has told of (and may have settled), adds nothing.
      if ((view.round !== null && round < view.round) || view.myBet?.id === id) return view;
      const myBet = { id, round, amount, autoCashout: autoCashoutAt, isActive: true, hasCashedOut: false, cashoutMultiplier: null, winAmount: null, cashingOut: false };
      return { ...view, myBet };
    }
    case 'cashing_out':
      return withMyBet(view, action.betId, (bet) => ({ ...bet, cashingOut: true }));
    case 'cashed_out':
      return withMyBet(view, action.betId, (bet) => won(bet, action.multiplier, action.winAmount));
    case 'cashout_refused':
      return withMyBet(view, action.betId, (bet) => ({ ...bet, cashingOut: false }));
  }
}
