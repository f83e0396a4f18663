import type { AutoplayStopReason, EventAck, SessionsChanged } from '@pkr/contracts';
import { type Bus, markProcessed, type Pool, withTransaction } from '@pkr/platform';
import { stopAutoplays } from '../db/autoplays';
import { publishAutoplayUpdate } from './autoplay-updates';

const CONSUMER = 'game.sessions-changed';

/** A break or self-exclusion is what the bet screening would refuse next: the reason a refusal stops with. */
const STOP_REASONS: Record<SessionsChanged['cause'], AutoplayStopReason> = { logout: 'logout', protection: 'refused', admin: 'admin' };

/**
 * `game.on.sessions-changed`: stops every running auto-play of the player, once per event, so none plays for a
 * player who logged out or was acted on by an admin. Any replica answers it; a bet already placed rides.
 */
export async function stopOnSessionsChanged(pool: Pool, bus: Bus, event: SessionsChanged): Promise<EventAck> {
  const stopped = await withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return null;
    return stopAutoplays(tx, { userIds: [event.userId] }, STOP_REASONS[event.cause]);
  });
  for (const autoplay of stopped ?? []) publishAutoplayUpdate(bus, autoplay);
  return { eventId: event.eventId, duplicate: stopped === null };
}
