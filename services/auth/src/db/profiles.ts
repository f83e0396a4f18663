import type { AuthUser, PlayerAvatar, ProfileChange } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import { findUserById } from './users';

/** The stored avatar lists of one user, locked for the rest of the transaction. */
export async function lockAvatar(db: Queryable, id: string): Promise<{ owned: string; selected: string } | null> {
  const found = await db.query<{ avatar_accessories: string; selected_accessories: string }>(
    'SELECT avatar_accessories, selected_accessories FROM users WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = found.rows[0];
  return row ? { owned: row.avatar_accessories, selected: row.selected_accessories } : null;
}

export async function saveAvatar(
  db: Queryable,
  id: string,
  avatar: { color?: AuthUser['avatarColor']; owned?: string[]; selected: string[] },
): Promise<AuthUser> {
  await db.query(
    `UPDATE users SET avatar_color = COALESCE($2, avatar_color), avatar_accessories = COALESCE($3, avatar_accessories),
            selected_accessories = $4 WHERE id = $1`,
    [id, avatar.color ?? null, avatar.owned ? JSON.stringify(avatar.owned) : null, JSON.stringify(avatar.selected)],
  );
  return (await findUserById(db, id))!.user;
}

/** Saves what the player changed of their profile; a field left out keeps its value. */
export async function saveProfile(db: Queryable, id: string, change: ProfileChange): Promise<AuthUser | null> {
  await db.query('UPDATE users SET phone = COALESCE($2, phone), language = COALESCE($3, language) WHERE id = $1', [
    id,
    change.phone ?? null,
    change.language ?? null,
  ]);
  return (await findUserById(db, id))?.user ?? null;
}

export async function listAvatars(db: Queryable, ids: string[]): Promise<PlayerAvatar[]> {
  const found = await db.query<{ id: string; username: string; avatar_color: PlayerAvatar['avatarColor']; selected_accessories: string }>(
    'SELECT id, username, avatar_color, selected_accessories FROM users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return found.rows.map((row) => ({ userId: row.id, username: row.username, avatarColor: row.avatar_color, selectedAccessories: row.selected_accessories }));
}
