import { AppError, type AutoplayStopReason } from '@pkr/contracts';
import type { Batcher } from '@pkr/platform';
import { listRunningOfGame, saveCounted, stopAutoplays, uncountedOutcomes } from '../db/autoplays';
import { type Autoplay, autoplayBetKey, countRound, refusalStop } from '../domain/autoplay';
import type { EngineContext } from '../engine-context';
import { placeBet } from '../bets/bet-placement';
import type { BetToPlace, PlacementResult } from '../bets/bet-to-place';
import type { LiveRound } from '../rounds/live-round';
import { publishAutoplayUpdate } from './autoplay-updates';

/** Failures that say nothing about the player's bet (a slow or absent wallet): the auto-play tries the next round. */
const PASSING_FAILURES = new Set(['PENDING', 'UNAVAILABLE']);

/**
 * The leader's side of auto-play: at each betting phase it counts what the auto-plays' bets did in earlier rounds
 * (the last one, or those a departed leader left uncounted) and places each running auto-play's bet through the
 * same placement as a player's, under the key of the auto-play and the round, so no round takes two. An auto-play
 * whose player no gateway has named for 30 seconds stops there instead: it never plays for a player not there.
 */
export class AutoplayRounds {
  constructor(
    private readonly context: EngineContext,
    private readonly placements: Batcher<BetToPlace, PlacementResult>,
  ) {}

  /** Tracked by the round, so it does not fly before the auto-plays' bets land. */
  bettingOpened(round: LiveRound): void {
    round.track(this.countAndPlace(round)).catch((error: unknown) => this.context.logger.error({ err: error }, 'auto-play bets failed'));
  }

  /** Counts the round's auto-play bets once it is settled, so each player hears where their auto-play stands. */
  async roundSettled(): Promise<void> {
    await countRounds(this.context).catch((error: unknown) => this.context.logger.error({ err: error }, 'counting auto-play rounds failed'));
  }

  private async countAndPlace(round: LiveRound): Promise<void> {
    await countRounds(this.context);
    const running = await listRunningOfGame(this.context.pool, this.context.gameType);
    await Promise.all(
      running.map((autoplay) => (this.context.presence.isAway(autoplay.userId) ? stopAndTell(this.context, autoplay, 'away') : this.place(round, autoplay))),
    );
  }

  private async place(round: LiveRound, autoplay: Autoplay): Promise<void> {
    // A phase that ended while the auto-plays were read refuses every bet; that is no refusal of the player's.
    if (round.stage !== 'betting') return;
    const request = {
      userId: autoplay.userId,
      username: autoplay.username,
      amount: autoplay.amount,
      autoCashoutHundredths: autoplay.autoCashoutHundredths,
      multipleCashouts: 1,
      slot: autoplay.slot,
      idempotencyKey: autoplayBetKey(autoplay.id, round.plan.number),
    };
    try {
      await placeBet(this.context, this.placements, round, request);
    } catch (error) {
      if (!(error instanceof AppError) || PASSING_FAILURES.has(error.code)) {
        this.context.logger.warn({ err: error, autoplayId: autoplay.id }, 'auto-play bet not placed this round');
        return;
      }
      await stopAndTell(this.context, autoplay, refusalStop(error.code));
    }
  }
}

async function stopAndTell(context: EngineContext, autoplay: Autoplay, reason: AutoplayStopReason): Promise<void> {
  const [stopped] = await stopAutoplays(context.pool, { ids: [autoplay.id] }, reason);
  if (stopped) publishAutoplayUpdate(context.bus, stopped);
}

/** Counts every settled, uncounted round of the game's running auto-plays, each written once, and tells their players. */
async function countRounds(context: EngineContext): Promise<void> {
  const outcomes = await uncountedOutcomes(context.pool, context.gameType);
  if (outcomes.size === 0) return;
  const running = await listRunningOfGame(context.pool, context.gameType);
  await Promise.all(
    running.map(async (autoplay) => {
      let counted = autoplay;
      for (const outcome of outcomes.get(autoplay.id) ?? []) {
        if (counted.stoppedReason !== null) break;
        counted = countRound(counted, outcome);
      }
      if (counted === autoplay || !(await saveCounted(context.pool, counted, autoplay.lastRound))) return;
      publishAutoplayUpdate(context.bus, counted);
    }),
  );
}
