import { broadcasts, type Presence, PRESENCE_INTERVAL_MS, PRESENCE_USERS_MAX } from '@pkr/contracts';
import { type Bus, chunked } from '@pkr/platform';

export interface PresenceAnnouncer {
  /** Names a player whose first socket opened here at once, so an auto-play started right after finds them seen. */
  arrived(userId: string): void;
  stop(): void;
}

/**
 * Names the players with an open socket on this gateway every `intervalMs`, fire and forget: the engine stops the
 * auto-play of a player no gateway has named for 30 seconds. A lost message costs nothing, as the next one follows.
 */
export function announcePresence(bus: Pick<Bus, 'publish'>, users: () => string[], intervalMs = PRESENCE_INTERVAL_MS): PresenceAnnouncer {
  const publish = (userIds: string[]) => bus.publish(broadcasts.presence, { userIds } satisfies Presence);
  const timer = setInterval(() => chunked(users(), PRESENCE_USERS_MAX).forEach(publish), intervalMs);
  timer.unref();
  return {
    arrived: (userId) => publish([userId]),
    stop: () => clearInterval(timer),
  };
}
