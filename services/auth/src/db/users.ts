import { ADMIN_USERS_LIST_CAP, type AuthUser } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  is_admin: boolean;
  phone: string;
  created_at: Date;
  avatar_color: AuthUser['avatarColor'];
  selected_accessories: string;
  avatar_accessories: string;
  /** Read only for whether it is there: PostgreSQL's DATE would come back as a local-time JS Date. */
  date_of_birth: unknown;
  language: AuthUser['language'];
}

export interface StoredUser {
  user: AuthUser;
  passwordHash: string;
}

const toStored = (row: UserRow): StoredUser => ({
  passwordHash: row.password_hash,
  user: {
    id: row.id,
    username: row.username,
    isAdmin: row.is_admin,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
    avatarColor: row.avatar_color,
    selectedAccessories: row.selected_accessories,
    avatarAccessories: row.avatar_accessories,
    // Admins never play, so an admin account is never sent to give one.
    dateOfBirthRequired: row.date_of_birth === null && !row.is_admin,
    language: row.language,
  },
});

export interface NewUser {
  id: string;
  username: string;
  passwordHash: string;
  phone: string;
  isAdmin: boolean;
  /** `YYYY-MM-DD`; null only for the seeded admin, whom registration never asks. */
  dateOfBirth: string | null;
}

/** Inserts a user; null when the username is taken in any letter case. */
export async function insertUser(db: Queryable, user: NewUser): Promise<StoredUser | null> {
  const result = await db.query<UserRow>(
    `INSERT INTO users (id, username, password_hash, phone, is_admin, date_of_birth) VALUES ($1, $2, $3, $4, $5, $6::date)
     ON CONFLICT ((lower(username))) DO NOTHING RETURNING *`,
    [user.id, user.username, user.passwordHash, user.phone, user.isAdmin, user.dateOfBirth],
  );
  const row = result.rows[0];
  return row ? toStored(row) : null;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<StoredUser | null> {
  const result = await db.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
  const row = result.rows[0];
  return row ? toStored(row) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | null> {
  const result = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  const row = result.rows[0];
  return row ? toStored(row) : null;
}

/** Newest first, at most `ADMIN_USERS_LIST_CAP`; with a query, only usernames containing it in any letter case. */
export async function listUsers(db: Queryable, query: string | undefined): Promise<AuthUser[]> {
  const result = await db.query<UserRow>(
    `SELECT * FROM users WHERE $1::text IS NULL OR strpos(lower(username), lower($1)) > 0
     ORDER BY created_at DESC, id LIMIT $2`,
    [query || null, ADMIN_USERS_LIST_CAP],
  );
  return result.rows.map((row) => toStored(row).user);
}

export async function setCredentials(db: Queryable, id: string, passwordHash: string, isAdmin: boolean): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, is_admin = $3 WHERE id = $1', [id, passwordHash, isAdmin]);
}

/** Locks every admin's row, so revocations of admin rights happen one after another; answers their ids. */
export async function lockAdmins(db: Queryable): Promise<string[]> {
  const result = await db.query<{ id: string }>('SELECT id FROM users WHERE is_admin ORDER BY id FOR UPDATE');
  return result.rows.map((row) => row.id);
}

/** Sets a user's admin right under a row lock; answers the user before and after, or null when there is none. */
export async function updateAdminRight(db: Queryable, id: string, isAdmin: boolean): Promise<{ before: AuthUser; after: AuthUser } | null> {
  const result = await db.query<UserRow & { was_admin: boolean }>(
    `WITH previous AS (SELECT id, is_admin FROM users WHERE id = $1 FOR UPDATE)
     UPDATE users u SET is_admin = $2 FROM previous p WHERE u.id = p.id RETURNING u.*, p.is_admin AS was_admin`,
    [id, isAdmin],
  );
  const row = result.rows[0];
  if (!row) return null;
  const after = toStored(row).user;
  return { before: toStored({ ...row, is_admin: row.was_admin }).user, after };
}

/**
 * Stores the date of birth of an account that has none, under a row lock. Answers the user and whether it was
 * stored now (a repeat of the stored date changes nothing), 'different' when the account has another one, which
 * is never changed, and null when there is no such account.
 */
export async function storeDateOfBirth(
  db: Queryable,
  id: string,
  dateOfBirth: string,
): Promise<{ user: AuthUser; storedNow: boolean } | 'different' | null> {
  const result = await db.query<UserRow & { stored_now: boolean; same: boolean }>(
    `WITH found AS (SELECT id, date_of_birth AS before FROM users WHERE id = $1 FOR UPDATE)
     UPDATE users u SET date_of_birth = COALESCE(f.before, $2::date) FROM found f WHERE u.id = f.id
     RETURNING u.*, f.before IS NULL AS stored_now, f.before IS NOT DISTINCT FROM $2::date AS same`,
    [id, dateOfBirth],
  );
  const row = result.rows[0];
  if (!row) return null;
  if (!row.stored_now && !row.same) return 'different';
  return { user: toStored(row).user, storedNow: row.stored_now };
}
