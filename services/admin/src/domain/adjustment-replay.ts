import { type AuditEntry, pkrToPaisa, type ReplyOf } from '@pkr/contracts';

/** What an admin asked an adjustment to do. */
export interface AskedAdjustment {
  userId: string;
  amount: number;
  reason: string;
}

/**
 * The answer a retry of an adjustment already done under the same key gets: its balances, from its audit row.
 * Null when that row is of a different adjustment (another player, amount or reason), which is then refused.
 * The amount done is the row's after minus its before: both are the wallet's own balances around the transfer.
 */
export function replayOf(done: AuditEntry, asked: AskedAdjustment): ReplyOf<'admin.users.adjust'> | null {
  const [before, after] = [done.before?.balance, done.after?.balance];
  if (typeof before !== 'number' || typeof after !== 'number') return null;
  const sameAdjustment =
    done.targetId === asked.userId && done.reason === asked.reason && pkrToPaisa(after) - pkrToPaisa(before) === pkrToPaisa(asked.amount);
  return sameAdjustment ? { userId: asked.userId, balanceBefore: before, balance: after } : null;
}
