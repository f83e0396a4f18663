import { z } from 'zod';
import { adminLoginFormSchema } from '../forms/account';
import { balanceAdjustmentSchema, crashPointSchema, roundNumberSchema } from '../forms/game-control';
import { idempotencyKeySchema } from '../idempotency';
import { authUserSchema, clientInfoSchema, publicUserSchema, resolvedSessionSchema, userIdSchema } from './auth';
import { gameTypeSchema } from './game';
import { exclusionPeriodSchema } from './protection';
import { responsiblePlaySchema } from './responsible-play';

/**
 * The admin behind a call, as the gateway resolved it from the session cookie, and where the call came from.
 * The admin service asks auth again whether this session has admin rights now (opened at the admin login by a user
 * who is an admin now); nothing here is trusted alone.
 */
export const adminActorSchema = z.object({
  sessionId: z.uuid(),
  adminId: userIdSchema,
  username: z.string().max(64),
  requestId: z.string().min(1).max(128),
  ip: z.string().max(64),
});
export type AdminActor = z.infer<typeof adminActorSchema>;

const withActor = <S extends z.ZodRawShape>(shape: S) => z.object({ actor: adminActorSchema, ...shape });

export const adminLoginRequestSchema = adminLoginFormSchema.extend({ client: clientInfoSchema, requestId: z.string().min(1).max(128) });
/** The admin's balance is null when the wallet did not answer: the admin door does not depend on the wallet. */
export const adminLoginReplySchema = z.object({
  user: publicUserSchema.extend({ balance: z.number().nullable() }),
  token: z.string(),
  expiresAt: z.string(),
  session: resolvedSessionSchema.optional(),
});
export const adminLogoutRequestSchema = withActor({});
export const adminOkReplySchema = z.object({ ok: z.literal(true) });

/** The most users one list or search answers, newest first: the panel says so when the full list is this long. */
export const ADMIN_USERS_LIST_CAP = 200;
export const adminUsersRequestSchema = withActor({ query: z.string().trim().max(64).optional() });
/** Each user with their balance and, read-only, their limits, break and self-exclusion (null for a user auth no longer knows). */
export const adminUserSchema = publicUserSchema.extend({ protection: responsiblePlaySchema.nullable() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersReplySchema = z.array(adminUserSchema);

/** `idempotencyKey` names the adjustment across the panel's retries; without one, the request id does. */
export const adminAdjustRequestSchema = withActor({ userId: userIdSchema, ...balanceAdjustmentSchema.shape, idempotencyKey: idempotencyKeySchema.optional() });
/** Balances in PKR, before and after the adjustment. */
export const adminAdjustReplySchema = z.object({ userId: userIdSchema, balanceBefore: z.number(), balance: z.number() });

export const adminSetAdminRequestSchema = withActor({ userId: userIdSchema, isAdmin: z.boolean() });
export const adminSetAdminReplySchema = authUserSchema;

export const adminSelfExcludeRequestSchema = withActor({
  userId: userIdSchema,
  period: exclusionPeriodSchema,
  reason: z.string().trim().min(1).max(500),
});
export const adminSelfExcludeReplySchema = responsiblePlaySchema;

export const adminPendingRequestSchema = withActor({});
export const adminReviewRequestSchema = withActor({ transactionId: z.uuid(), action: z.enum(['approve', 'reject']) });

export const adminRoundsRequestSchema = withActor({ gameType: gameTypeSchema });
export const adminGameControlRequestSchema = withActor({
  gameType: gameTypeSchema,
  crashPoint: crashPointSchema,
  roundNumber: roundNumberSchema.optional(),
});
export const adminGameHistoryRequestSchema = withActor({ gameType: gameTypeSchema, limit: z.number().int().min(1).max(100).default(20) });

/** What an audit row says was done. Reads of lists are not audited; a search is. */
export const auditActions = [
  'login',
  'login-failed',
  'logout',
  'search-users',
  'adjust-balance',
  'approve-transaction',
  'reject-transaction',
  'game-control',
  'grant-admin',
  'revoke-admin',
  'self-exclude',
  'delete-chat-message',
  'mute-chat',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Before and after values of an audited change: flat, so a panel can show each field as "before -> after". */
export const auditValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditValues = z.infer<typeof auditValuesSchema>;

/** 'unknown': the target stopped answering in time, so the action may still have gone through. */
export const auditOutcomeSchema = z.enum(['done', 'failed', 'unknown']);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

export const auditEntrySchema = z.object({
  /** Position in the log; `before` pages by it. */
  seq: z.number().int().positive(),
  at: z.string(),
  adminId: userIdSchema.nullable(),
  adminUsername: z.string(),
  action: auditActionSchema,
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target as a person reads it: a username, a request's amount and owner, a round. */
  targetLabel: z.string(),
  reason: z.string(),
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
  outcome: auditOutcomeSchema,
  error: z.string().nullable(),
  requestId: z.string(),
  clientIp: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit?limit&before&adminId&action`: newest first, a page at a time. */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
  adminId: userIdSchema.optional(),
  action: auditActionSchema.optional(),
});
export const adminAuditRequestSchema = withActor(auditQuerySchema.shape);
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
