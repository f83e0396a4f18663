import { z } from 'zod';
import { paisaSchema } from '../money';
import { userIdSchema } from './auth';
import { gameTypeSchema } from './game';
import { protectionStateSchema } from './protection';

/** Events are past-tense records with an id and a time; consumers are idempotent by `eventId`. */
const eventBase = z.object({ eventId: z.uuid(), occurredAt: z.string() });

export const userRegisteredSchema = eventBase.extend({
  userId: userIdSchema,
  username: z.string(),
  registeredAt: z.string(),
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

export const betSettledSchema = eventBase.extend({
  betId: z.uuid(),
  userId: userIdSchema,
  username: z.string(),
  gameType: gameTypeSchema,
  round: z.number().int(),
  amount: paisaSchema,
  autoCashoutAt: z.number().nullable(),
  /** The multiplier the bet was cashed out at, or null when it lost. */
  cashoutMultiplier: z.number().nullable(),
  payout: paisaSchema,
  crashPoint: z.number(),
  settledAt: z.string(),
});
export type BetSettled = z.infer<typeof betSettledSchema>;

/**
 * What `auth.session.resolve` answers has changed: one session ended (logout), or a user's rights changed and
 * with them every session of that user. Gateways drop what they hold of it.
 */
export const sessionsChangedSchema = eventBase.extend({
  change: z.enum(['session-ended', 'user-changed']),
  userId: userIdSchema,
  /** The session that ended; null when every session of the user changed. */
  sessionId: z.uuid().nullable(),
  /** Why: the player logged out, their own break or self-exclusion ended it, or an admin acted on them. */
  cause: z.enum(['logout', 'protection', 'admin']),
});
export type SessionsChanged = z.infer<typeof sessionsChangedSchema>;

/** A player's protection changed (a limit, a break, a self-exclusion, the date of birth): the whole state, by version. */
export const protectionChangedSchema = eventBase.extend({ state: protectionStateSchema });
export type ProtectionChanged = z.infer<typeof protectionChangedSchema>;

export const eventAckSchema = z.object({ eventId: z.uuid(), duplicate: z.boolean() });
export type EventAck = z.infer<typeof eventAckSchema>;

/** The most events one batch delivery carries: an outbox relay's run of due rows is smaller. */
export const EVENT_BATCH_MAX = 500;

/** A run of one consumer's due outbox rows delivered in one call, applied in one transaction. */
export const betSettledBatchSchema = z.object({ events: z.array(betSettledSchema).min(1).max(EVENT_BATCH_MAX) });
export const eventAcksSchema = z.object({ acks: z.array(eventAckSchema) });
