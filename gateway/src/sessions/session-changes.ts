import { AppError, type SessionsChanged, sessionsChangedSchema } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import type { SessionCache } from './session-cache';

const SUBJECT = 'gateway.on.sessions-changed';

/**
 * Keeps the cache true to auth. Every gateway hears auth's announcements (no queue group; the first answer
 * acknowledges the outbox row) and drops what they name; when the bus connection is interrupted an announcement
 * may have been missed, so everything is dropped. `onChange` hears each announcement after the cache has.
 */
export function followSessionChanges(
  bus: Bus,
  cache: SessionCache,
  logger: Logger,
  onChange: (change: SessionsChanged) => void = () => undefined,
): Subscription {
  const announcements = bus.subscribe(SUBJECT, (payload, delivery) => {
    const parsed = sessionsChangedSchema.safeParse(payload);
    if (!parsed.success) {
      // Something changed and it cannot be told what: nothing cached can be trusted.
      cache.clear();
      logger.warn({ subject: SUBJECT }, 'a session announcement did not match its contract; every cached session dropped');
      delivery.respond({ ok: false, error: new AppError('VALIDATION', 'Invalid session announcement').toWire() });
      return;
    }
    const change = parsed.data;
    if (change.sessionId !== null) cache.dropSession(change.sessionId);
    else cache.dropUser(change.userId);
    onChange(change);
    delivery.respond({ ok: true, data: { eventId: change.eventId, duplicate: false } });
  });
  const interruptions = bus.onInterruption(() => cache.clear());
  return {
    unsubscribe() {
      announcements.unsubscribe();
      interruptions.unsubscribe();
    },
  };
}
