import { autoplaySubject, autoplayUpdateMessageSchema, broadcasts } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { forwardToPlayer, playerInSubject, stampedFrameOf } from './player-messages';
import type { UserSockets } from './user-sockets';

/** Forwards the engine's auto-play updates to the open sockets of the player whose auto-play it is. */
export function forwardAutoplayUpdates(bus: Bus, sockets: UserSockets, logger: Logger): Subscription {
  return forwardToPlayer(bus, sockets, logger, {
    pattern: broadcasts.autoplay,
    playerOf: playerInSubject(autoplaySubject('')),
    what: 'an auto-play update',
    frameOf: stampedFrameOf(autoplayUpdateMessageSchema),
  });
}
