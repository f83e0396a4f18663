import type { Queryable } from '@pkr/platform';

export type PurchaseStatus = 'buying' | 'bought' | 'voided';

export interface Purchase {
  id: string;
  userId: string;
  accessoryId: string;
  amount: number;
  status: PurchaseStatus;
  idempotencyKey: string | undefined;
  /** Paisa, once bought. */
  balanceAfter: number | null;
}

/** The unique indexes a second attempt runs into: the same key, or the same item still being bought. */
export const PURCHASE_KEY_INDEX = 'purchases_user_key';
export const PURCHASE_LIVE_ITEM_INDEX = 'purchases_one_live_per_item';

interface PurchaseRow {
  id: string;
  user_id: string;
  accessory_id: string;
  amount: string;
  status: PurchaseStatus;
  idempotency_key: string | null;
  balance_after: string | null;
}

const toPurchase = (row: PurchaseRow): Purchase => ({
  id: row.id,
  userId: row.user_id,
  accessoryId: row.accessory_id,
  amount: Number(row.amount),
  status: row.status,
  idempotencyKey: row.idempotency_key ?? undefined,
  balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
});

/** The wallet transfer of one purchase attempt. */
export const purchaseTransferId = (purchaseId: string) => `purchase:${purchaseId}`;

export async function insertBuyingPurchase(db: Queryable, purchase: Omit<Purchase, 'status' | 'balanceAfter'>): Promise<void> {
  await db.query(
    `INSERT INTO purchases (id, user_id, accessory_id, amount, status, idempotency_key) VALUES ($1, $2, $3, $4, 'buying', $5)`,
    [purchase.id, purchase.userId, purchase.accessoryId, purchase.amount, purchase.idempotencyKey ?? null],
  );
}

export async function findPurchaseByKey(db: Queryable, userId: string, key: string): Promise<Purchase | null> {
  const found = await db.query<PurchaseRow>('SELECT * FROM purchases WHERE user_id = $1 AND idempotency_key = $2', [userId, key]);
  return found.rows[0] ? toPurchase(found.rows[0]) : null;
}

/** Marks a purchase being bought as bought; false when it was voided first (by the sweep, say). */
export async function markBought(db: Queryable, id: string, balanceAfter: number): Promise<boolean> {
  const moved = await db.query(`UPDATE purchases SET status = 'bought', balance_after = $2 WHERE id = $1 AND status = 'buying'`, [id, balanceAfter]);
  return moved.rowCount === 1;
}

/** Voids a purchase still being bought; false when it was bought or voided first. */
export async function markVoided(db: Queryable, id: string): Promise<boolean> {
  const moved = await db.query(`UPDATE purchases SET status = 'voided' WHERE id = $1 AND status = 'buying'`, [id]);
  return moved.rowCount === 1;
}

/** A refusal that moved nothing leaves no trace: the next attempt, under any key, is judged afresh. */
export async function deleteBuyingPurchase(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM purchases WHERE id = $1 AND status = 'buying'`, [id]);
}

/** Voids purchases still unconfirmed after `olderThanMs` (their service stopped mid-way) and returns them. */
export async function voidStalePurchases(db: Queryable, olderThanMs: number): Promise<Purchase[]> {
  const voided = await db.query<PurchaseRow>(
    `UPDATE purchases SET status = 'voided'
      WHERE id IN (SELECT id FROM purchases WHERE status = 'buying' AND created_at < now() - make_interval(secs => $1)
                   FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [olderThanMs / 1000],
  );
  return voided.rows.map(toPurchase);
}
