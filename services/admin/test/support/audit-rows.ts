import type { Pool } from '@pkr/platform';

/** Every audit row written for one request id, oldest first, as the admin service stored it. */
export async function rowsOfRequest(db: Pool, requestId: string): Promise<Record<string, unknown>[]> {
  const result = await db.query(
    `SELECT admin_id, admin_username, action, target_type, target_id, target_label, reason, before, after, outcome, error, request_id, client_ip, at
       FROM audit_log WHERE request_id = $1 ORDER BY seq`,
    [requestId],
  );
  return result.rows;
}

export const countRows = async (db: Pool): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]?.n ?? 0;
