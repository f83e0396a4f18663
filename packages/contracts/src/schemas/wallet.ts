import { z } from 'zod';
import { paisaSchema, positivePaisaSchema } from '../money';
import { walletMethodSchema } from '../forms/money-requests';
import { userIdSchema } from './auth';
import { idempotencyKeySchema } from '../idempotency';
import { wireErrorSchema } from '../errors';

export const transferIdSchema = z.string().min(1).max(200);

/** What a movement of money is for; kept on the transfer for audit and history. */
export const transferKinds = [
  'bet',
  'payout',
  'refund',
  'registration_bonus',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'adjustment',
  'purchase',
  'void',
] as const;
export const transferKindSchema = z.enum(transferKinds);
export type TransferKind = z.infer<typeof transferKindSchema>;

export const moveRequestSchema = z.object({
  transferId: transferIdSchema,
  userId: userIdSchema,
  amount: positivePaisaSchema,
  kind: transferKindSchema,
  memo: z.string().max(500).default(''),
});
export type MoveRequest = z.infer<typeof moveRequestSchema>;

export const transferReplySchema = z.object({
  transferId: transferIdSchema,
  userId: userIdSchema,
  amount: paisaSchema,
  balance: paisaSchema,
});
export type TransferReply = z.infer<typeof transferReplySchema>;

/** Many debits, or many credits, in one call and one ledger transaction; each is made or refused on its own. */
export const moveBatchRequestSchema = z.object({ moves: z.array(moveRequestSchema).min(1).max(2000) });
export type MoveBatchRequest = z.infer<typeof moveBatchRequestSchema>;

export const moveOutcomeSchema = z.union([
  z.object({ transferId: transferIdSchema, balance: paisaSchema }),
  z.object({ transferId: transferIdSchema, refused: wireErrorSchema }),
]);
export type MoveOutcome = z.infer<typeof moveOutcomeSchema>;
/** One outcome per move asked for, in the order asked: the player's balance right after it, or its refusal. */
export const moveBatchReplySchema = z.object({ outcomes: z.array(moveOutcomeSchema) });
export type MoveBatchReply = z.infer<typeof moveBatchReplySchema>;

export const voidRequestSchema = z.object({ transferId: transferIdSchema, reason: z.string().max(500).default('') });
export const voidReplySchema = z.object({
  transferId: transferIdSchema,
  /** True when the voided transfer had moved money and was reversed; false when it never happened and is now barred. */
  reversed: z.boolean(),
});
export type VoidReply = z.infer<typeof voidReplySchema>;

export const balanceRequestSchema = z.object({ userId: userIdSchema });
export const balanceReplySchema = z.object({ userId: userIdSchema, balance: paisaSchema });
export const balancesRequestSchema = z.object({ userIds: z.array(userIdSchema).max(1000) });
export const balancesReplySchema = z.record(z.string(), paisaSchema);

export const historyRequestSchema = z.object({ userId: userIdSchema, limit: z.number().int().min(1).max(500).default(50) });
export const ledgerEntrySchema = z.object({
  transferId: transferIdSchema,
  kind: transferKindSchema,
  amount: paisaSchema,
  balanceAfter: paisaSchema,
  memo: z.string(),
  createdAt: z.string(),
});
export const historyReplySchema = z.array(ledgerEntrySchema);

export const transactionStatuses = ['pending', 'completed', 'rejected'] as const;
export const transactionTypes = ['deposit', 'withdraw'] as const;

/** A deposit or withdrawal request, shaped as spec section 3 (amount in PKR on the wire). */
export const transactionSchema = z.object({
  id: z.uuid(),
  userId: userIdSchema,
  username: z.string(),
  type: z.enum(transactionTypes),
  amount: z.number(),
  method: walletMethodSchema.or(z.literal('')),
  phone: z.string(),
  accountHolderName: z.string(),
  status: z.enum(transactionStatuses),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const moneyRequestSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  amount: positivePaisaSchema,
  method: walletMethodSchema,
  accountHolderName: z.string(),
  phone: z.string(),
  /** A retry with the same key (per player) answers the request the first attempt made. */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type MoneyRequest = z.infer<typeof moneyRequestSchema>;

export const transactionsRequestSchema = z.object({ userId: userIdSchema });
export const transactionsReplySchema = z.array(transactionSchema);
/** The most requests the admin's pending list carries, oldest first: a reply stays far below a bus message's size. */
export const PENDING_REVIEW_LIMIT = 500;
/**
 * The most of a player's own requests `wallet.transactions.list` carries, newest first: a reply stays far below a
 * bus message's size (NATS's 1 MB; about 2,500 requests passed it and the player's history failed for good).
 */
export const PLAYER_TRANSACTIONS_LIMIT = 500;
export const pendingRequestSchema = z.object({});

export const transactionByIdRequestSchema = z.object({ requestId: z.uuid() });

export const reviewRequestSchema = z.object({
  requestId: z.uuid(),
  action: z.enum(['approve', 'reject']),
  adminId: userIdSchema,
});

/**
 * The request as reviewed, and its status when this review took its turn: 'pending' for the review that decided
 * it, the decided status for a repeat that changed nothing (racing approvals take turns on the request's row).
 * The wallet always sends it; a reader takes it as optional, so an admin service and a wallet of different
 * versions keep working during an upgrade.
 */
export const reviewReplySchema = transactionSchema.extend({ statusBefore: z.enum(transactionStatuses).optional() });

export const adjustRequestSchema = z.object({
  adjustmentId: z.uuid(),
  userId: userIdSchema,
  amount: paisaSchema.refine((value) => value !== 0, 'The amount cannot be 0'),
  reason: z.string().trim().min(1).max(500),
  adminId: userIdSchema,
});
export const adjustReplySchema = z.object({ userId: userIdSchema, balanceBefore: paisaSchema, balance: paisaSchema });
