import { z } from 'zod';
import { paisaSchema, positivePaisaSchema } from '../money';
import { protectionRules } from '../protection-rules';
import { userIdSchema } from './auth';

/**
 * Player protection: what auth keeps for each player and announces on every change, and what the wallet and the
 * engine keep a copy of to refuse money movements in their own transactions. Amounts are paisa on the bus.
 */
export const limitKinds = ['depositDaily', 'depositWeekly', 'depositMonthly', 'lossDaily'] as const;
export const limitKindSchema = z.enum(limitKinds);
export type LimitKind = z.infer<typeof limitKindSchema>;

export const breakPeriods = ['24h', '7d', '30d'] as const;
export const breakPeriodSchema = z.enum(breakPeriods);
export type BreakPeriod = z.infer<typeof breakPeriodSchema>;

export const exclusionPeriods = ['6m', '1y', '5y'] as const;
export const exclusionPeriodSchema = z.enum(exclusionPeriods);
export type ExclusionPeriod = z.infer<typeof exclusionPeriodSchema>;

const instantSchema = z.iso.datetime({ offset: true });

/** A limit of each kind, null where none is set. */
export const protectionLimitsSchema = z.object({
  depositDaily: positivePaisaSchema.nullable(),
  depositWeekly: positivePaisaSchema.nullable(),
  depositMonthly: positivePaisaSchema.nullable(),
  lossDaily: positivePaisaSchema.nullable(),
});
export type ProtectionLimits = z.infer<typeof protectionLimitsSchema>;

/** A raise or a removal (amount null) that holds from `effectiveAt`, 24 hours after it was asked for. */
export const pendingIncreaseSchema = z.object({ kind: limitKindSchema, amount: positivePaisaSchema.nullable(), effectiveAt: instantSchema });
export type PendingIncrease = z.infer<typeof pendingIncreaseSchema>;

export const protectionStateSchema = z.object({
  userId: userIdSchema,
  /** Grows with every change: a copy keeps the state of the highest version it has heard. */
  version: z.number().int().nonnegative(),
  /** False for an account made before registration asked for it, until the player gives it. */
  dateOfBirthKnown: z.boolean(),
  limits: protectionLimitsSchema,
  pendingIncreases: z.array(pendingIncreaseSchema),
  breakUntil: instantSchema.nullable(),
  selfExcludedUntil: instantSchema.nullable(),
  realityCheckMinutes: z.number().int().min(protectionRules.realityCheckMinutesMin).max(protectionRules.realityCheckMinutesMax),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

/** What a player chose to protect themselves with: the state less whose it is, its version and the date of birth. */
export type ProtectionSettings = Omit<ProtectionState, 'userId' | 'version' | 'dateOfBirthKnown'>;

/** A player who has chosen nothing: no limit, no break, no exclusion, the reality check at its default interval. */
export const unrestrictedProtection: ProtectionSettings = {
  limits: { depositDaily: null, depositWeekly: null, depositMonthly: null, lossDaily: null },
  pendingIncreases: [],
  breakUntil: null,
  selfExcludedUntil: null,
  realityCheckMinutes: protectionRules.realityCheckMinutesDefault,
};

/** One change a player (or an admin, for a self-exclusion) made, kept for the player's history. */
export const protectionChangeSchema = z.object({
  at: instantSchema,
  change: z.enum(['limit-set', 'limit-increase-requested', 'limit-increase-cancelled', 'break', 'self-exclusion', 'reality-check']),
  kind: limitKindSchema.nullable(),
  amount: paisaSchema.nullable(),
  until: instantSchema.nullable(),
  minutes: z.number().int().nullable(),
  /** Who made it: the player, or an admin with the reason given. */
  by: z.enum(['player', 'admin']),
});
export type ProtectionChange = z.infer<typeof protectionChangeSchema>;

const forPlayer = z.object({ userId: userIdSchema });

export const protectionGetRequestSchema = forPlayer;
/** Any of the limits: a number sets it, null removes it, absent leaves it as it is. */
export const setLimitsRequestSchema = forPlayer.extend({ limits: protectionLimitsSchema.partial() });
export const cancelIncreaseRequestSchema = forPlayer.extend({ kind: limitKindSchema });
export const takeBreakRequestSchema = forPlayer.extend({ period: breakPeriodSchema });
export const selfExcludeRequestSchema = forPlayer.extend({
  period: exclusionPeriodSchema,
  /** Set when an admin puts the player on self-exclusion; the reason goes to the audit log. */
  byAdmin: z.object({ adminId: userIdSchema, reason: z.string().trim().min(1).max(500) }).nullable().default(null),
});
export const realityCheckRequestSchema = forPlayer.extend({
  minutes: z.number().int().min(protectionRules.realityCheckMinutesMin).max(protectionRules.realityCheckMinutesMax),
});
/** The states of many players at once, for the admin's Users tab: one per asked player who exists. */
export const PROTECTION_STATES_PER_CALL = 1000;
export const protectionManyRequestSchema = z.object({ userIds: z.array(userIdSchema).max(PROTECTION_STATES_PER_CALL) });
export const protectionManyReplySchema = z.object({ states: z.array(protectionStateSchema) });
/** `game.reality-check.ack`: the player answered the reality check; false when none was waiting for an answer. */
export const realityCheckAckRequestSchema = forPlayer;
export const realityCheckAckReplySchema = z.object({ acknowledged: z.boolean() });
export const protectionHistoryReplySchema = z.object({ changes: z.array(protectionChangeSchema) });
