import { broadcasts, realityCheckMessageSchema, realityCheckSubject } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { forwardToPlayer, playerInSubject, stampedFrameOf } from './player-messages';
import type { UserSockets } from './user-sockets';

/** Forwards the engine's reality checks to the open sockets of the player each is about, as balance updates go. */
export function forwardRealityChecks(bus: Bus, sockets: UserSockets, logger: Logger): Subscription {
  return forwardToPlayer(bus, sockets, logger, {
    pattern: broadcasts.realityCheck,
    playerOf: playerInSubject(realityCheckSubject('')),
    what: 'a reality check',
    frameOf: stampedFrameOf(realityCheckMessageSchema),
  });
}
