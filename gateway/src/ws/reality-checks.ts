import { broadcasts, realityCheckMessageSchema, realityCheckSubject } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { WebSocket } from 'ws';
import type { UserSockets } from './user-sockets';

/**
 * Forwards the engine's reality checks to the open sockets of the player each is about, and to no other, as the
 * balance updates go: every gateway hears every check (no queue group) and keeps those of the users it serves.
 */
export function forwardRealityChecks(bus: Bus, sockets: UserSockets, logger: Logger): Subscription {
  const prefix = realityCheckSubject('');
  return bus.subscribe(broadcasts.realityCheck, (payload, delivery) => {
    const targets = sockets.of(delivery.subject.slice(prefix.length));
    if (targets.size === 0) return;
    const parsed = realityCheckMessageSchema.safeParse(payload);
    if (!parsed.success) {
      logger.warn({ subject: delivery.subject }, 'dropped a reality check that does not match its contract');
      return;
    }
    const frame = JSON.stringify({ ...parsed.data, timestamp: Date.now() });
    for (const ws of targets) {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    }
  });
}
