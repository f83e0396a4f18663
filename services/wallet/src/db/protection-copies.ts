import type { ProtectionState } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { ProtectionCopy } from '../domain/player-protection';

/**
 * Keeps `state` as the player's copy unless the copy already holds this version or a later one: events may
 * arrive out of order, and an older state arriving late must not undo a newer one. Answers whether it was kept.
 */
export async function saveProtectionCopy(client: Queryable, state: ProtectionState): Promise<boolean> {
  const result = await client.query(
    `INSERT INTO protection_copies (user_id, version, date_of_birth_known, break_until, self_excluded_until, limits, pending_increases)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id) DO UPDATE
       SET version = EXCLUDED.version, date_of_birth_known = EXCLUDED.date_of_birth_known, break_until = EXCLUDED.break_until,
           self_excluded_until = EXCLUDED.self_excluded_until, limits = EXCLUDED.limits,
           pending_increases = EXCLUDED.pending_increases, updated_at = now()
     WHERE protection_copies.version < EXCLUDED.version`,
    [
      state.userId,
      state.version,
      state.dateOfBirthKnown,
      state.breakUntil,
      state.selfExcludedUntil,
      JSON.stringify(state.limits),
      JSON.stringify(state.pendingIncreases),
    ],
  );
  return result.rowCount === 1;
}

interface CopyRow {
  date_of_birth_known: boolean;
  break_until: Date | null;
  self_excluded_until: Date | null;
  limits: ProtectionCopy['limits'];
  pending_increases: ProtectionCopy['pendingIncreases'];
}

/** The player's copy, or null when auth has announced nothing for them. */
export async function findProtectionCopy(client: Queryable, userId: string): Promise<ProtectionCopy | null> {
  const result = await client.query<CopyRow>(
    'SELECT date_of_birth_known, break_until, self_excluded_until, limits, pending_increases FROM protection_copies WHERE user_id = $1',
    [userId],
  );
  const row = result.rows[0];
  return row
    ? {
        dateOfBirthKnown: row.date_of_birth_known,
        breakUntil: row.break_until?.toISOString() ?? null,
        selfExcludedUntil: row.self_excluded_until?.toISOString() ?? null,
        limits: row.limits,
        pendingIncreases: row.pending_increases,
      }
    : null;
}
