import { z } from 'zod';
import { paisaSchema } from '../money';
import { userIdSchema } from './auth';
import { gameTypeSchema } from './game';

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

export const eventAckSchema = z.object({ eventId: z.uuid(), duplicate: z.boolean() });
