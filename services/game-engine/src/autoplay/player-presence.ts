import { broadcasts, PRESENCE_INTERVAL_MS, presenceSchema } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';

/** An auto-play stops once its player has had no open socket on any gateway for this long. */
export const AWAY_AFTER_MS = 30_000;

/**
 * When each player was last named by a gateway as having an open socket, on the engine's clock. Every replica
 * keeps it, so a standby that takes the lead knows who is there; a replica counts its own start as the last
 * sighting of everyone, so a new leader gives every player the full 30 seconds before it calls them away.
 */
export class PlayerPresence {
  private readonly lastSeen = new Map<string, number>();
  private readonly startedAt: number;
  private lastForgotten: number;

  constructor(private readonly now: () => Date) {
    this.startedAt = now().getTime();
    this.lastForgotten = this.startedAt;
  }

  seen(userIds: readonly string[]): void {
    const at = this.now().getTime();
    for (const userId of userIds) this.lastSeen.set(userId, at);
    if (at - this.lastForgotten >= PRESENCE_INTERVAL_MS) this.forgetAway(at);
  }

  isAway(userId: string): boolean {
    const sighting = Math.max(this.startedAt, this.lastSeen.get(userId) ?? this.startedAt);
    return this.now().getTime() - sighting >= AWAY_AFTER_MS;
  }

  /** A player away already stays away unnamed, so their sighting is dropped and the map holds the players present. */
  private forgetAway(at: number): void {
    this.lastForgotten = at;
    for (const [userId, sighting] of this.lastSeen) if (at - sighting >= AWAY_AFTER_MS) this.lastSeen.delete(userId);
  }
}

/** Keeps `presence` from what the gateways announce; a message that breaks the contract is logged and dropped. */
export function hearPresence(bus: Bus, presence: PlayerPresence, logger: Logger): Subscription {
  return bus.subscribe(broadcasts.presence, (payload) => {
    const parsed = presenceSchema.safeParse(payload);
    if (parsed.success) presence.seen(parsed.data.userIds);
    else logger.warn({ issues: parsed.error.issues }, 'dropped a presence message that breaks the contract');
  });
}
