import type { ActiveBet, GameState, PlaceBetReply, ServerMessage } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { liveGameReducer } from './game-reducer';
import { initialLiveView, type LiveView } from './game-state';

const me = '3f1c6a4e-8a47-4d3c-9a5e-2b1f0c9d7e61';
const bet = (change: Partial<ActiveBet> = {}): ActiveBet => ({
  id: '0b6f3c1e-4d2a-4f5b-9c8d-7e6f5a4b3c2d',
  userId: me,
  username: 'alice',
  amount: 100,
  status: 'active',
  cashoutMultiplier: null,
  autoCashoutAt: null,
  slot: 1,
  ...change,
});
const state = (change: Partial<GameState> = {}): ServerMessage => ({
  type: 'game_state',
  timestamp: 0,
  gameType: 'crash',
  phase: 'running',
  isRunning: true,
  currentGame: 7,
  currentRound: 7,
  currentMultiplier: 1.2,
  bettingPhase: false,
  bettingPhaseTime: 0,
  phaseStartedAt: 50_000,
  bettingEndsAt: null,
  serverTime: 53_000,
  recentGames: [{ id: 6, crashPoint: 2.5, adminControlled: false }],
  activeBets: [],
  crashPoint: null,
  previousHash: 'ab',
  maxWinPerBet: 60_000,
  ...change,
});

const placedBet = (change: Partial<PlaceBetReply['bet']> = {}): PlaceBetReply['bet'] => ({
  id: bet().id,
  amount: 100,
  autoCashoutAt: null,
  multipleCashouts: 0,
  round: 8,
  gameType: 'crash',
  slot: 1,
  ...change,
});
const apply = (view: LiveView, message: ServerMessage, receivedAt = 10_000) =>
  liveGameReducer(view, { kind: 'message', message, receivedAt, userId: me });

describe('the Crash reducer', () => {
  it('takes a mid-round game state, correcting the flight start by the server-clock offset', () => {
    const view = apply(initialLiveView, state({ activeBets: [bet()] }));
    expect(view).toMatchObject({ phase: 'running', round: 7, multiplier: 1.2, clockOffsetMs: 43_000, flightStartedAt: 7_000 });
    expect(view.myBets[0]).toMatchObject({ amount: 100, isActive: true, hasCashedOut: false });
  });

  it('starts a betting countdown and clears the user bet on betting_phase', () => {
    const running = apply(initialLiveView, state({ activeBets: [bet()] }));
    const betting = apply(running, { type: 'betting_phase', gameType: 'crash', round: 8, seconds: 5, bettingEndsAt: 58_000, previousHash: 'cd' });
    expect(betting).toMatchObject({ phase: 'betting', round: 8, multiplier: 1, bettingEndsAt: 15_000, myBets: [] });
  });

  it('keeps the round payout limit notice of its own round until the next betting phase, and the max win the state names', () => {
    const running = apply(initialLiveView, state());
    expect(running.maxWinPerBet).toBe(60_000);
    expect(apply(running, { type: 'forced_cashout', gameType: 'crash', round: 6, multiplier: 1.5, bets: 2 }).forcedCashout).toBeNull();
    const capped = apply(running, { type: 'forced_cashout', gameType: 'crash', round: 7, multiplier: 1.12, bets: 2 });
    expect(capped.forcedCashout).toBe(1.12);
    expect(apply(capped, state({ currentMultiplier: 1.3 })).forcedCashout).toBe(1.12);
    expect(apply(capped, { type: 'betting_phase', gameType: 'crash', round: 8, seconds: 5, bettingEndsAt: 58_000, previousHash: 'cd' }).forcedCashout).toBeNull();
  });

  it('runs from new_game and snaps the curve to every tick', () => {
    const started = apply(initialLiveView, { type: 'new_game', gameType: 'crash', round: 8, gameId: 8, startedAt: 20_000 });
    expect(started).toMatchObject({ phase: 'running', multiplier: 1, flightStartedAt: 20_000, bettingEndsAt: null });
    const ticked = apply(started, { type: 'game_tick', gameType: 'crash', round: 8, multiplier: 1.35, elapsedMs: 5_000 }, 26_000);
    expect(ticked).toMatchObject({ phase: 'running', multiplier: 1.35, flightStartedAt: 21_000 });
  });

  it('marks a riding bet lost on the crash', () => {
    const placed = liveGameReducer(initialLiveView, { kind: 'bet_placed', bet: placedBet({ amount: 250, autoCashoutAt: 2 }) });
    const withList = apply(placed, { type: 'bet_placed', gameType: 'crash', bet: bet({ amount: 250 }), id: 'x', userId: me, username: 'alice', amount: 250 });
    const crashed = apply(withList, { type: 'game_crash', gameType: 'crash', crashPoint: 1.2, gameId: 8, round: 8, hash: 'ef' });
    expect(crashed).toMatchObject({ phase: 'crashed', crashPoint: 1.2, multiplier: 1.2, flightStartedAt: null });
    expect(crashed.myBets[0]).toMatchObject({ amount: 250, autoCashout: 2, isActive: false, hasCashedOut: false });
  });

  it('shows a bet won before the page opened at what it paid: 113 PKR for 100 at 1.13x, not the float product 112.99', () => {
    const view = apply(initialLiveView, state({ activeBets: [bet({ status: 'won', cashoutMultiplier: 1.13 })] }));
    expect(view.myBets[0]).toMatchObject({ hasCashedOut: true, cashoutMultiplier: 1.13, winAmount: 113 });
  });

  it('marks the user bet won on bet_cashed_out, and only the user bet', () => {
    const running = apply(initialLiveView, state({ activeBets: [bet(), bet({ id: 'c0c0c0c0-4d2a-4f5b-9c8d-7e6f5a4b3c2d', userId: 'someone', username: 'bob' })] }));
    const won = bet({ status: 'won', cashoutMultiplier: 1.5 });
    const cashed = apply(running, { type: 'bet_cashed_out', gameType: 'crash', bet: won, id: won.id, userId: me, username: 'alice', amount: 100, multiplier: 1.5, winAmount: 150 });
    expect(cashed.myBets[0]).toMatchObject({ isActive: false, hasCashedOut: true, cashoutMultiplier: 1.5, winAmount: 150 });
    const theirs = bet({ id: 'c0c0c0c0-4d2a-4f5b-9c8d-7e6f5a4b3c2d', userId: 'someone', username: 'bob', status: 'won', cashoutMultiplier: 2 });
    const unchanged = apply(cashed, { type: 'bet_cashed_out', gameType: 'crash', bet: theirs, id: theirs.id, userId: 'someone', username: 'bob', amount: 100, multiplier: 2, winAmount: 200 });
    expect(unchanged.myBets).toEqual(cashed.myBets);
    const crashed = apply(cashed, { type: 'game_crash', gameType: 'crash', crashPoint: 3, gameId: 7, round: 7, hash: 'ef' });
    expect(crashed.myBets[0]).toMatchObject({ hasCashedOut: true, winAmount: 150 });
  });

  const betting = (round: number): ServerMessage => ({ type: 'betting_phase', gameType: 'crash', round, seconds: 5, bettingEndsAt: 58_000, previousHash: 'cd' });
  const crash = (round: number, crashPoint = 1.2): ServerMessage => ({ type: 'game_crash', gameType: 'crash', crashPoint, gameId: round, round, hash: 'ef' });
  const nextBet = placedBet({ id: 'd1d1d1d1-4d2a-4f5b-9c8d-7e6f5a4b3c2d', round: 9 });

  it("shows a late cash-out answer on the bet it was for, never on the next round's bet", () => {
    const placed = liveGameReducer(apply(initialLiveView, betting(8)), { kind: 'bet_placed', bet: placedBet() });
    const asked = liveGameReducer(placed, { kind: 'cashing_out', betId: placedBet().id });
    const nextRound = liveGameReducer(apply(apply(asked, crash(8)), betting(9)), { kind: 'bet_placed', bet: nextBet });

    const late = liveGameReducer(nextRound, { kind: 'cashed_out', betId: placedBet().id, winAmount: 110, multiplier: 1.1 });
    expect(late.myBets[0]).toMatchObject({ id: nextBet.id, round: 9, isActive: true, hasCashedOut: false, winAmount: null });
  });

  it("keeps a bet the socket has already settled when the bet's own answer comes later, and drops an answer from a round over", () => {
    const listed = apply(apply(initialLiveView, betting(8)), { type: 'bet_placed', gameType: 'crash', bet: bet(), id: 'x', userId: me, username: 'alice', amount: 100 });
    const autoWon = bet({ status: 'won', cashoutMultiplier: 1.5 });
    const won = apply(listed, { type: 'bet_cashed_out', gameType: 'crash', bet: autoWon, id: autoWon.id, userId: me, username: 'alice', amount: 100, multiplier: 1.5, winAmount: 150 });
    expect(liveGameReducer(won, { kind: 'bet_placed', bet: placedBet() }).myBets[0]).toMatchObject({ isActive: false, hasCashedOut: true, winAmount: 150 });

    const nextRound = apply(won, betting(9));
    expect(liveGameReducer(nextRound, { kind: 'bet_placed', bet: placedBet() }).myBets).toEqual([]);
  });

  it('does not call a bet lost at the crash while its cash-out is being answered: the answer decides', () => {
    const riding = liveGameReducer(apply(initialLiveView, betting(8)), { kind: 'bet_placed', bet: placedBet() });
    const asked = apply(liveGameReducer(riding, { kind: 'cashing_out', betId: placedBet().id }), crash(8));
    expect(asked.myBets[0]).toMatchObject({ isActive: false, hasCashedOut: false, cashingOut: true });

    expect(liveGameReducer(asked, { kind: 'cashed_out', betId: placedBet().id, winAmount: 119, multiplier: 1.19 }).myBets[0]).toMatchObject({ hasCashedOut: true, winAmount: 119, cashingOut: false });
    expect(liveGameReducer(asked, { kind: 'cashout_refused', betId: placedBet().id }).myBets[0]).toMatchObject({ isActive: false, hasCashedOut: false, cashingOut: false });
  });

  it('ignores a full state older than what the page has applied: an earlier round, or an earlier phase of this one', () => {
    const bettingNine = apply(apply(initialLiveView, state()), betting(9));
    expect(apply(bettingNine, state({ currentRound: 8, currentGame: 8 }))).toBe(bettingNine);
    const flying = apply(bettingNine, { type: 'new_game', gameType: 'crash', round: 9, gameId: 9, startedAt: 20_000 });
    expect(apply(flying, state({ phase: 'betting', currentRound: 9, currentGame: 9 }))).toBe(flying);
    expect(apply(flying, state({ phase: 'crashed', currentRound: 9, currentGame: 9, crashPoint: 1.5 }))).toMatchObject({ phase: 'crashed', crashPoint: 1.5 });
  });

  it('records a cash-out the server confirmed, and the recent games', () => {
    const placed = liveGameReducer(initialLiveView, { kind: 'bet_placed', bet: placedBet() });
    expect(liveGameReducer(placed, { kind: 'cashed_out', betId: placedBet().id, winAmount: 123, multiplier: 1.23 }).myBets[0]).toMatchObject({ hasCashedOut: true, winAmount: 123 });
    const games = [{ id: 9, crashPoint: 1.01, adminControlled: false }];
    expect(apply(placed, { type: 'recent_games_update', gameType: 'crash', games }).recentGames).toEqual(games);
  });
});
