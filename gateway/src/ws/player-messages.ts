import type { Bus, Logger, Subscription } from '@pkr/platform';
import type { z } from 'zod';
import { WebSocket } from 'ws';
import type { UserSockets } from './user-sockets';

/** A broadcast about one player at a time, its subject ending in that player's id. */
export interface PlayerBroadcast {
  /** The subject pattern every gateway hears (no queue group). */
  pattern: string;
  /** The player a message is about, read from its subject or its payload; undefined when it names none. */
  playerOf(payload: unknown, subject: string): string | undefined;
  /** The frame for the player's sockets, or null when the payload does not match its contract for that player. */
  frameOf(payload: unknown, userId: string): string | null;
  /** What the broadcast is, for the warning when one is dropped. */
  what: string;
}

/** The player of a subject that ends in the player's id, after the prefix given. */
export const playerInSubject =
  (prefix: string) =>
  (_payload: unknown, subject: string): string =>
    subject.slice(prefix.length);

/** The player a payload names in its `userId`. */
export function playerInPayload(payload: unknown): string | undefined {
  const userId = typeof payload === 'object' && payload !== null ? (payload as { userId?: unknown }).userId : undefined;
  return typeof userId === 'string' ? userId : undefined;
}

/**
 * Forwards a per-player broadcast to the open sockets of the player it is about, and to no other. Every gateway
 * hears every message and keeps those of the users it serves; most are about players with no socket here, and
 * are dropped before their payload is checked.
 */
export function forwardToPlayer(bus: Bus, sockets: UserSockets, logger: Logger, broadcast: PlayerBroadcast): Subscription {
  return bus.subscribe(broadcast.pattern, (payload, delivery) => {
    const dropped = () => logger.warn({ subject: delivery.subject }, `dropped ${broadcast.what} that does not match its contract`);
    const userId = broadcast.playerOf(payload, delivery.subject);
    if (userId === undefined) return dropped();
    const targets = sockets.of(userId);
    if (targets.size === 0) return;
    const frame = broadcast.frameOf(payload, userId);
    if (frame === null) return dropped();
    for (const ws of targets) {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    }
  });
}

/** The frame of a message sent as the contract's schema gives it, stamped with the time it leaves; null when it does not match. */
export function stampedFrameOf(schema: z.ZodType<object>): (payload: unknown) => string | null {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? JSON.stringify({ ...parsed.data, timestamp: Date.now() }) : null;
  };
}
