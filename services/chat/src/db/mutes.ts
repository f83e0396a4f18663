import type { Queryable } from '@pkr/platform';

export interface StoredMute {
  userId: string;
  until: Date | null;
  reason: string;
}

export async function findMute(db: Queryable, userId: string): Promise<StoredMute | undefined> {
  const { rows } = await db.query<{ until: Date | null; reason: string }>('SELECT until, reason FROM chat_mutes WHERE user_id = $1', [userId]);
  return rows.map((row) => ({ userId, until: row.until, reason: row.reason }))[0];
}

/** Mutes a player from `mutedAt` until `until` (null: for good), replacing any earlier mute. */
export async function saveMute(db: Queryable, mute: StoredMute & { mutedBy: string; mutedAt: Date }): Promise<void> {
  await db.query(
    `INSERT INTO chat_mutes (user_id, until, reason, muted_by, muted_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason, muted_by = EXCLUDED.muted_by, muted_at = EXCLUDED.muted_at`,
    [mute.userId, mute.until, mute.reason, mute.mutedBy, mute.mutedAt],
  );
}
