import { serveEndpoints } from '@pkr/platform';
import { AutoplayRounds } from '../autoplay/autoplay-rounds';
import { betBatcher } from '../bets/bet-batch';
import { gameEndpoints } from '../endpoints';
import { visiblePhase } from '../domain/round-stage';
import type { EngineContext } from '../engine-context';
import { markLeading, watchPhase } from '../engine-metrics';
import type { Leadership } from './leader-election';
import { RoundLoop } from './round-loop';
import { voidUnfinishedRound } from './round-settlement';

/**
 * Becomes the leader of one game type: voids what a departed leader left unfinished, opens a round, and only
 * then takes the game's subjects. Stopping gives the subjects up first, then halts the clock mid-round.
 */
export async function leadGame(context: EngineContext, resign: () => void): Promise<Leadership> {
  const { gameType, logger } = context;
  await voidUnfinishedRound(context);
  // Players' bets and auto-plays' bets share one placement path.
  const placements = betBatcher(context);
  const autoplays = new AutoplayRounds(context, placements);
  const loop = new RoundLoop(context, autoplays, (error) => {
    logger.error({ err: error, gameType }, 'round loop failed, giving up the lead');
    resign();
  });
  await loop.start();
  const subscription = serveEndpoints(context.bus, gameEndpoints(context, loop, placements), { queue: 'game', logger });
  await context.bus.flush();
  markLeading(gameType, true);
  const unwatch = watchPhase(gameType, () => {
    const round = loop.current;
    return round && visiblePhase(round.stage, round.plan.bettingEndsAt, context.settings.TRANSITION_MS, Date.now());
  });
  logger.info({ gameType }, 'leading the game clock');
  return {
    async stop() {
      subscription.unsubscribe();
      unwatch();
      markLeading(gameType, false);
      await loop.stop();
      logger.info({ gameType }, 'stopped leading the game clock');
    },
  };
}
