import type { ProtectionState } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

/** Keeps the state if it is newer than the copy held: versions can arrive out of order, the highest wins. */
export async function keepProtectionCopy(db: Queryable, state: ProtectionState): Promise<void> {
  await db.query(
    `INSERT INTO protection_copies (user_id, version, state) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state, updated_at = now()
      WHERE protection_copies.version < EXCLUDED.version`,
    [state.userId, state.version, JSON.stringify(state)],
  );
}
