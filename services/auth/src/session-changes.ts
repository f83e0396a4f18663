import { randomUUID } from 'node:crypto';
import type { SessionsChanged } from '@pkr/contracts';
import { enqueueEvent, type Queryable } from '@pkr/platform';

export type SessionsChange = Pick<SessionsChanged, 'change' | 'userId' | 'sessionId'>;

/**
 * Announces, in the transaction that made it, a change to what resolving a session answers, so gateways drop
 * what they hold of it. Through the outbox: a revocation committed is announced even if auth stops right after.
 */
export async function announceSessionsChanged(tx: Queryable, change: SessionsChange): Promise<void> {
  await enqueueEvent(tx, 'events.auth.sessions-changed', { eventId: randomUUID(), occurredAt: new Date().toISOString(), ...change });
}
