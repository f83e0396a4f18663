import type { Queryable } from '@pkr/platform';

/** The paisa of the payout credits still waiting in the outbox for the wallet's confirmation. */
export async function payoutsDue(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ due: string }>(
    `SELECT coalesce(sum((payload->>'amount')::bigint), 0)::text AS due FROM outbox WHERE subject = 'wallet.credit'`,
  );
  return Number(rows[0]?.due ?? 0);
}
