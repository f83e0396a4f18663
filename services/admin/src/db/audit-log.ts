import type { AuditEntry, AuditPage } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { AuditRecord } from '../domain/audit-record';

interface AuditRow {
  seq: number;
  at: Date;
  admin_id: string | null;
  admin_username: string;
  action: AuditEntry['action'];
  target_type: string;
  target_id: string | null;
  target_label: string;
  reason: string;
  before: AuditEntry['before'];
  after: AuditEntry['after'];
  outcome: AuditEntry['outcome'];
  error: string | null;
  request_id: string;
  client_ip: string;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  seq: row.seq,
  at: row.at.toISOString(),
  adminId: row.admin_id,
  adminUsername: row.admin_username,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  targetLabel: row.target_label,
  reason: row.reason,
  before: row.before,
  after: row.after,
  outcome: row.outcome,
  error: row.error,
  requestId: row.request_id,
  clientIp: row.client_ip,
});

/** Appends one row; a done money action already recorded under its id is kept, not written twice. */
export async function appendAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (action_id, admin_id, admin_username, action, target_type, target_id, target_label, reason,
       before, after, outcome, error, request_id, client_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (action_id) WHERE outcome = 'done' DO NOTHING`,
    [
      record.actionId,
      record.adminId,
      record.adminUsername,
      record.action,
      record.targetType,
      record.targetId,
      record.targetLabel,
      record.reason,
      record.before === null ? null : JSON.stringify(record.before),
      record.after === null ? null : JSON.stringify(record.after),
      record.outcome,
      record.error,
      record.requestId,
      record.clientIp,
    ],
  );
}

/** The done row of a money action, when it has already happened. */
export async function doneAction(db: Queryable, actionId: string): Promise<AuditEntry | null> {
  const result = await db.query<AuditRow>(`SELECT * FROM audit_log WHERE action_id = $1 AND outcome = 'done'`, [actionId]);
  return result.rows[0] ? toEntry(result.rows[0]) : null;
}

export interface AuditFilter {
  limit: number;
  before?: number | undefined;
  adminId?: string | undefined;
  action?: AuditEntry['action'] | undefined;
}

/** Newest first; `nextBefore` is where the next page starts, null on the last page. */
export async function auditPage(db: Queryable, filter: AuditFilter): Promise<AuditPage> {
  const result = await db.query<AuditRow>(
    `SELECT * FROM audit_log
      WHERE ($1::bigint IS NULL OR seq < $1) AND ($2::uuid IS NULL OR admin_id = $2) AND ($3::text IS NULL OR action = $3)
      ORDER BY seq DESC LIMIT $4`,
    [filter.before ?? null, filter.adminId ?? null, filter.action ?? null, filter.limit + 1],
  );
  const entries = result.rows.slice(0, filter.limit).map(toEntry);
  const more = result.rows.length > filter.limit;
  return { entries, nextBefore: more ? (entries.at(-1)?.seq ?? null) : null };
}
