import { type LimitKind, pendingIncreaseSchema, type ProtectionChange, type ProtectionState } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import { z } from 'zod';
import { defaultProtection, type ProtectionSettings, type ProtectionStep } from '../domain/protection-rules';

interface ProtectionRow {
  user_id: string;
  date_of_birth_known: boolean;
  version: string | null;
  deposit_daily: string | null;
  deposit_weekly: string | null;
  deposit_monthly: string | null;
  loss_daily: string | null;
  pending_increases: unknown;
  break_until: Date | null;
  self_excluded_until: Date | null;
  reality_check_minutes: number | null;
}

/** A player's stored protection: the settings, and what the state announces beside them. */
export interface StoredProtection {
  userId: string;
  version: number;
  dateOfBirthKnown: boolean;
  settings: ProtectionSettings;
}

const amount = (value: string | null) => (value === null ? null : Number(value));
const instant = (value: Date | null) => (value === null ? null : value.toISOString());

function toStored(row: ProtectionRow): StoredProtection {
  // A player without a row yet (no change made) has the defaults at version 0.
  if (row.version === null) return { userId: row.user_id, version: 0, dateOfBirthKnown: row.date_of_birth_known, settings: defaultProtection };
  return {
    userId: row.user_id,
    version: Number(row.version),
    dateOfBirthKnown: row.date_of_birth_known,
    settings: {
      limits: {
        depositDaily: amount(row.deposit_daily),
        depositWeekly: amount(row.deposit_weekly),
        depositMonthly: amount(row.deposit_monthly),
        lossDaily: amount(row.loss_daily),
      },
      pendingIncreases: z.array(pendingIncreaseSchema).parse(row.pending_increases),
      breakUntil: instant(row.break_until),
      selfExcludedUntil: instant(row.self_excluded_until),
      realityCheckMinutes: row.reality_check_minutes ?? defaultProtection.realityCheckMinutes,
    },
  };
}

export const toState = (stored: StoredProtection, settings: ProtectionSettings = stored.settings): ProtectionState => ({
  userId: stored.userId,
  version: stored.version,
  dateOfBirthKnown: stored.dateOfBirthKnown,
  ...settings,
});

const columns = `SELECT u.id AS user_id, u.date_of_birth IS NOT NULL AS date_of_birth_known, p.version, p.deposit_daily, p.deposit_weekly,
                       p.deposit_monthly, p.loss_daily, p.pending_increases, p.break_until, p.self_excluded_until, p.reality_check_minutes
                    FROM users u`;
const SELECT = `${columns} LEFT JOIN protection_states p ON p.user_id = u.id`;

/** The stored protection of each player asked about who exists. */
export async function readProtections(db: Queryable, userIds: readonly string[]): Promise<StoredProtection[]> {
  const result = await db.query<ProtectionRow>(`${SELECT} WHERE u.id = ANY($1::uuid[])`, [userIds]);
  return result.rows.map(toStored);
}

export async function readProtection(db: Queryable, userId: string): Promise<StoredProtection | null> {
  const [stored] = await readProtections(db, [userId]);
  return stored ?? null;
}

/** Takes the player's protection row for this transaction, making it first if need be; null when there is no such user. */
export async function lockProtection(tx: Queryable, userId: string): Promise<StoredProtection | null> {
  await tx.query('INSERT INTO protection_states (user_id) SELECT id FROM users WHERE id = $1 ON CONFLICT DO NOTHING', [userId]);
  const result = await tx.query<ProtectionRow>(`${columns} JOIN protection_states p ON p.user_id = u.id WHERE u.id = $1 FOR UPDATE OF p`, [userId]);
  const row = result.rows[0];
  return row ? toStored(row) : null;
}

/** Writes the settings of a locked row with the next version; answers that version. */
export async function saveProtection(tx: Queryable, userId: string, settings: ProtectionSettings): Promise<number> {
  const { limits } = settings;
  const result = await tx.query<{ version: string }>(
    `UPDATE protection_states SET version = version + 1, deposit_daily = $2, deposit_weekly = $3, deposit_monthly = $4, loss_daily = $5,
            pending_increases = $6, break_until = $7, self_excluded_until = $8, reality_check_minutes = $9
      WHERE user_id = $1 RETURNING version`,
    [
      userId,
      limits.depositDaily,
      limits.depositWeekly,
      limits.depositMonthly,
      limits.lossDaily,
      JSON.stringify(settings.pendingIncreases),
      settings.breakUntil,
      settings.selfExcludedUntil,
      settings.realityCheckMinutes,
    ],
  );
  return Number(result.rows[0]!.version);
}

/** Who made a change: the player (null), or an admin with the reason they gave. */
export type ChangedBy = { adminId: string; reason: string } | null;

export async function appendChanges(tx: Queryable, userId: string, at: Date, steps: readonly ProtectionStep[], by: ChangedBy): Promise<void> {
  await tx.query(
    `INSERT INTO protection_changes (user_id, at, change, kind, amount, until, minutes, by_admin, reason)
     SELECT $1, $2, change, kind, amount, until, minutes, $8, $9
       FROM unnest($3::text[], $4::text[], $5::bigint[], $6::timestamptz[], $7::int[]) WITH ORDINALITY AS step (change, kind, amount, until, minutes, ord)
      ORDER BY ord`,
    [
      userId,
      at,
      steps.map((each) => each.change),
      steps.map((each) => each.kind),
      steps.map((each) => each.amount),
      steps.map((each) => each.until),
      steps.map((each) => each.minutes),
      by?.adminId ?? null,
      by?.reason ?? null,
    ],
  );
}

interface ChangeRow {
  at: Date;
  change: ProtectionChange['change'];
  kind: LimitKind | null;
  amount: string | null;
  until: Date | null;
  minutes: number | null;
  by_admin: string | null;
}

/** The most changes a history answers, newest first. */
export const HISTORY_CAP = 500;

export async function listChanges(db: Queryable, userId: string): Promise<ProtectionChange[]> {
  const result = await db.query<ChangeRow>(
    'SELECT at, change, kind, amount, until, minutes, by_admin FROM protection_changes WHERE user_id = $1 ORDER BY seq DESC LIMIT $2',
    [userId, HISTORY_CAP],
  );
  return result.rows.map((row) => ({
    at: row.at.toISOString(),
    change: row.change,
    kind: row.kind,
    amount: amount(row.amount),
    until: instant(row.until),
    minutes: row.minutes,
    by: row.by_admin === null ? 'player' : 'admin',
  }));
}
