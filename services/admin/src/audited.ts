import type { AdminActor, AuditValues } from '@pkr/contracts';
import type { Pool } from '@pkr/platform';
import { appendAudit } from './db/audit-log';
import { type AuditIntent, doneRecord, failedRecord, outcomeUnknown, unknownRecord, type VerifiedAdmin } from './domain/audit-record';

export interface Performed<T> {
  reply: T;
  after: AuditValues | null;
  /** Values known only once the action ran (such as which round it set). */
  intent?: Partial<AuditIntent>;
}

/**
 * Runs an admin action and writes its audit row: done with the values after it, failed with the refusal, or
 * unknown when the target did not answer in time; the error then reaches the caller unchanged. Nothing is
 * answered before its row is written.
 */
export async function audited<T>(
  pool: Pool,
  actor: AdminActor,
  admin: VerifiedAdmin,
  intent: AuditIntent,
  perform: () => Promise<Performed<T>>,
): Promise<T> {
  let performed: Performed<T>;
  try {
    performed = await perform();
  } catch (error) {
    const ended = outcomeUnknown(error) ? unknownRecord : failedRecord;
    await appendAudit(pool, ended(actor, admin, intent, error));
    throw error;
  }
  await appendAudit(pool, doneRecord(actor, admin, { ...intent, ...performed.intent }, performed.after));
  return performed.reply;
}
