import { setTimeout as sleep } from 'node:timers/promises';
import { msUntilMultiplier, multiplierHundredthsAt, type RecentGame } from '@pkr/contracts';
import type { AutoplayRounds } from '../autoplay/autoplay-rounds';
import { listFinishedRounds, moveRound } from '../db/rounds';
import { loseBet } from '../domain/bet-transitions';
import { hasCrashedBy, reachedHundredths } from '../domain/cashout-multiplier';
import { sha256 } from '../domain/fairness-chain';
import { type EngineContext, publishLive } from '../engine-context';
import { settleDueCashouts } from '../payouts/due-cashouts';
import { askDueRealityChecks } from '../protection/reality-check';
import type { LiveRound } from './live-round';
import { openRound } from './round-opening';
import { RoundTableFeed } from './round-table-feed';
import { settleCrash } from './round-settlement';

const RECENT_GAMES = 10;

/**
 * The clock of one game type, run by its leader: betting (its last part shown as transition) with the auto-plays'
 * bets, flying with ticks and auto cash-outs, the crash and its settlement, a pause, the next round. Stopping leaves the round
 * where it is; the next leader voids and refunds it.
 */
export class RoundLoop {
  current: LiveRound | undefined;
  recentGames: RecentGame[] = [];
  private readonly abort = new AbortController();
  private playing: Promise<void> | undefined;
  private tableFeed: RoundTableFeed | undefined;

  constructor(
    private readonly context: EngineContext,
    private readonly autoplays: AutoplayRounds,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  /** Opens the first round, so there is a round to serve, then plays on in the background. */
  async start(): Promise<void> {
    const finished = await listFinishedRounds(this.context.pool, this.context.gameType, RECENT_GAMES);
    this.recentGames = finished.map((round) => ({
      id: round.number,
      crashPoint: round.crashHundredths / 100,
      adminControlled: round.adminControlled,
    }));
    const first = await this.openFirstRound();
    this.playing = this.play(first).catch((error: unknown) => {
      if (!this.abort.signal.aborted) this.onFailure(error);
    });
  }

  async stop(): Promise<void> {
    this.abort.abort();
    // After the clock has halted, so a round it opened while stopping has its feed stopped too.
    await this.playing;
    this.tableFeed?.stop();
    await this.current?.settled();
  }

  private async play(first: LiveRound): Promise<void> {
    const { signal } = this.abort;
    for (let round = first; ; round = await this.openNextRound()) {
      await sleep(Math.max(0, round.plan.bettingEndsAt - Date.now()), undefined, { signal });
      round.stage = 'closing';
      await round.settled();
      signal.throwIfAborted();
      await this.fly(round);
      await this.crash(round);
      await this.autoplays.roundSettled();
      await sleep(this.context.settings.CRASHED_PAUSE_MS, undefined, { signal });
    }
  }

  /** A leader's first round: Aviator's betting phase takes its own length there (AVIATOR_FIRST_BETTING_MS). */
  private openFirstRound(): Promise<LiveRound> {
    const { settings, gameType } = this.context;
    return this.open(gameType === 'aviator' ? settings.AVIATOR_FIRST_BETTING_MS : settings.BETTING_MS);
  }

  private openNextRound(): Promise<LiveRound> {
    const { settings, gameType } = this.context;
    return this.open(gameType === 'aviator' ? settings.AVIATOR_BETTING_MS : settings.BETTING_MS);
  }

  private async open(bettingMs: number): Promise<LiveRound> {
    const { gameType } = this.context;
    const round = await openRound(this.context, bettingMs);
    this.current = round;
    publishLive(this.context, {
      type: 'betting_phase',
      gameType,
      round: round.plan.number,
      seconds: bettingMs / 1000,
      bettingEndsAt: round.plan.bettingEndsAt,
      previousHash: sha256(round.plan.hash).toString('hex'),
    });
    this.tableFeed = new RoundTableFeed(round, (update) => publishLive(this.context, update));
    this.tableFeed.start();
    this.autoplays.bettingOpened(round);
    // The betting phase ends at a fixed time, so asking here does not lengthen the round. A failure leaves the
    // checks to the next opening, or to each player's next bet.
    await askDueRealityChecks(this.context).catch((error: unknown) => this.context.logger.error({ err: error }, 'asking due reality checks failed'));
    return round;
  }

  private async fly(round: LiveRound): Promise<void> {
    const { gameType, number, crashHundredths } = round.plan;
    const startedAt = Date.now();
    if (!(await moveRound(this.context.pool, gameType, number, 'betting', 'running', new Date(startedAt)))) {
      throw new Error(`${gameType} round ${number} was taken over by another leader`);
    }
    round.startedAt = startedAt;
    round.stage = 'running';
    publishLive(this.context, { type: 'new_game', gameType, round: number, gameId: number, startedAt });
    const crashAtMs = msUntilMultiplier(crashHundredths);
    for (;;) {
      const elapsedMs = round.elapsedMs();
      settleDueCashouts(this.context, round, reachedHundredths(elapsedMs, crashHundredths));
      if (hasCrashedBy(elapsedMs, crashHundredths)) return;
      round.lastTickHundredths = multiplierHundredthsAt(elapsedMs);
      publishLive(this.context, { type: 'game_tick', gameType, multiplier: round.lastTickHundredths / 100, round: number, elapsedMs });
      await sleep(Math.min(this.context.settings.TICK_MS, crashAtMs - elapsedMs), undefined, { signal: this.abort.signal });
    }
  }

  private async crash(round: LiveRound): Promise<void> {
    const { gameType, number, crashHundredths, adminControlled, hash } = round.plan;
    round.stage = 'crashed';
    round.crashedAt = Date.now();
    // The crashed stage refuses every cash-out from here, so a bet still riding can only lose.
    for (const bet of round.bets.values()) if (bet.status === 'active') loseBet(bet);
    // Players hear the crash once every win being written has landed, so no winner hears their bet lost; the
    // losses are written after, since nothing can change them any more.
    await round.settled();
    const crashPoint = crashHundredths / 100;
    publishLive(this.context, { type: 'game_crash', gameType, crashPoint, gameId: number, round: number, hash: hash.toString('hex') });
    const lost = await settleCrash(this.context, round);
    // A win whose write fails during the crash gives its bet back to active in memory; the settlement wrote
    // that bet lost, so the crashed round's state shows it lost too.
    for (const bet of lost) {
      const held = round.bets.get(bet.id);
      if (held?.status === 'active') loseBet(held);
    }
    this.tableFeed?.finish();
    this.recentGames = [{ id: number, crashPoint, adminControlled }, ...this.recentGames].slice(0, RECENT_GAMES);
    publishLive(this.context, { type: 'recent_games_update', gameType, games: this.recentGames });
  }
}
