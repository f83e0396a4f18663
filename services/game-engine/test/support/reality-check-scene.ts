import { protectionMessages, type RealityCheckMessage } from '@pkr/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { controlNextRound, type EngineHarness, placeBet, type Player, startEngineHarness, untilServing } from './engine-harness';
import { announceProtection, protectionState, RealityChecks, TestClock } from './protection';

/** The 409 a bet gets while the player's reality check waits for an answer. */
export const checkPending = { status: 409, code: 'CONFLICT', message: protectionMessages.realityCheckPending };

/**
 * One engine on a clock the test moves, with every reality check it sends as a gateway hears them: the stage of
 * the reality-check files. Each file has its own, so the files run side by side; a file's tests share its clock and
 * run one after another.
 */
export class RealityCheckScene {
  readonly clock = new TestClock(new Date('2026-04-01T08:00:00.000Z'));
  /** Long betting, for the steps a test takes in one round; every round crashes by 1.01x, so none flies long. */
  private readonly engineEnv = { BETTING_MS: '3000', CRASHED_PAUSE_MS: '500', MAX_MULTIPLIER: '1.01' };
  private started: { harness: EngineHarness; checks: RealityChecks } | undefined;

  constructor(database: string) {
    beforeAll(async () => {
      const harness = await startEngineHarness(database);
      this.started = { harness, checks: new RealityChecks(harness.bus) };
      await this.startEngine();
    });
    afterAll(async () => {
      await this.started?.harness.stop();
    });
  }

  get harness(): EngineHarness {
    if (!this.started) throw new Error('The reality-check scene is used before its engine started');
    return this.started.harness;
  }

  /** The checks sent to a player, oldest first. */
  checksOf(player: Player): RealityCheckMessage[] {
    return this.started?.checks.of(player.userId) ?? [];
  }

  /** Starts an engine on the scene's clock and waits until it serves. */
  async startEngine(): Promise<void> {
    await this.harness.startEngine(this.engineEnv, { now: this.clock.now });
    await untilServing(this.harness.client);
  }

  /** Sets the clock to `startedAt` and makes a player of 1,000 PKR who chose a reality check every 15 minutes. */
  async checkedPlayer(startedAt: string): Promise<Player> {
    this.clock.set(startedAt);
    const player = await this.harness.newPlayer(1_000);
    await announceProtection(this.harness.client, protectionState(player.userId, 1, { realityCheckMinutes: 15 }));
    return player;
  }

  /** Waits for a round that crashes at once (every bet in it loses), moves the clock on and places a bet in it. */
  async betInNextRound(player: Player, amountPkr: number, minutesLater: number): Promise<void> {
    await this.nextControlledRound();
    this.clock.advanceMinutes(minutesLater);
    await placeBet(this.harness.client, player, amountPkr);
  }

  /** Fixes the next crash round to crash at once and waits for its betting phase. */
  async nextControlledRound(): Promise<void> {
    const round = await controlNextRound(this.harness.client, 101);
    await this.harness.live.waitFor('betting_phase', (event) => event.round === round);
  }

  /** The player's answer to the check waiting for them. */
  ack(player: Player) {
    return this.harness.client.call('game.reality-check.ack', { userId: player.userId });
  }

  /** Waits for the next crash round to open; its leader asks the checks due once it has announced it. */
  async nextOpening(): Promise<void> {
    const opened = this.harness.live.events.flatMap((event) => (event.type === 'betting_phase' && event.gameType === 'crash' ? [event.round] : []));
    const last = Math.max(0, ...opened);
    await this.harness.live.waitFor('betting_phase', (event) => event.round > last);
  }

  /**
   * Waits until the player has the check and answers how many times it was sent. A bet refused for it may follow
   * the other game's round opening, which asks it first: that bet sends it again, so it can arrive twice.
   */
  async sentChecks(player: Player, check: RealityCheckMessage): Promise<number> {
    await expect.poll(() => this.checksOf(player).at(0)).toEqual(check);
    const sent = this.checksOf(player);
    expect(sent).toEqual(sent.map(() => check));
    return sent.length;
  }
}
