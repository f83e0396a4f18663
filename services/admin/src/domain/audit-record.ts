import { createHash } from 'node:crypto';
import { type AdminActor, AppError, type AuditAction, type AuditOutcome, type AuditValues } from '@pkr/contracts';

/** One row of the audit log as the admin service writes it. */
export interface AuditRecord {
  actionId: string | null;
  adminId: string | null;
  adminUsername: string;
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  reason: string;
  before: AuditValues | null;
  after: AuditValues | null;
  outcome: AuditOutcome;
  error: string | null;
  requestId: string;
  clientIp: string;
}

/** What an action is about, before it is known how it ended. */
export type AuditIntent = Pick<AuditRecord, 'action' | 'targetType' | 'targetId' | 'targetLabel'> &
  Partial<Pick<AuditRecord, 'reason' | 'before' | 'actionId'>>;

/** The admin as auth knows them now (never the name the caller sent). */
export interface VerifiedAdmin {
  adminId: string;
  username: string;
}

/** Who acted: an admin, or for a failed login nobody yet but the name that was tried. */
export type AuditSubject = VerifiedAdmin | { adminId: null; username: string };

/** Where the call came from. */
export type AuditOrigin = Pick<AdminActor, 'requestId' | 'ip'>;

export function doneRecord(origin: AuditOrigin, who: AuditSubject, intent: AuditIntent, after: AuditValues | null): AuditRecord {
  return {
    actionId: intent.actionId ?? null,
    adminId: who.adminId,
    adminUsername: who.username,
    action: intent.action,
    targetType: intent.targetType,
    targetId: intent.targetId,
    targetLabel: intent.targetLabel,
    reason: intent.reason ?? '',
    before: intent.before ?? null,
    after,
    outcome: 'done',
    error: null,
    requestId: origin.requestId,
    clientIp: origin.ip,
  };
}

/** The action was asked for and did not happen: nothing after it, and why it failed. */
export function failedRecord(origin: AuditOrigin, who: AuditSubject, intent: AuditIntent, error: unknown): AuditRecord {
  return { ...doneRecord(origin, who, intent, null), outcome: 'failed', error: failureText(error) };
}

/**
 * The target stopped answering in time: it may still commit (the wallet's reviews and adjustments take no
 * deadline), so the row says unknown rather than failed. Nothing after it; a retry writes the done row.
 */
export function unknownRecord(origin: AuditOrigin, who: AuditSubject, intent: AuditIntent, error: unknown): AuditRecord {
  return { ...failedRecord(origin, who, intent, error), outcome: 'unknown' };
}

/** Whether an action that threw may still have gone through: only when the answer did not come in time. */
export const outcomeUnknown = (error: unknown): boolean => error instanceof AppError && error.code === 'TIMEOUT';

/** An AppError's message is what the admin saw; anything else is an internal failure whose details stay in the logs. */
export function failureText(error: unknown): string {
  return error instanceof AppError ? `${error.code}: ${error.message}` : 'INTERNAL: Internal server error';
}

/**
 * The id of one money action: the same admin sending the same request again (same request id) gets the same id,
 * so the wallet moves the money once however often it is asked.
 */
export function moneyActionId(adminId: string, requestId: string, action: AuditAction): string {
  const hex = createHash('sha256').update(`${adminId}\n${requestId}\n${action}`).digest('hex');
  // shaped as a UUID (version 8, "custom") so it fits the wallet's adjustment id
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
