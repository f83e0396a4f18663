import { type ChatMessage, type ChatRoom, type ChatWinCard, CHAT_PAGE_SIZE, type PublicAvatar } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

interface Row {
  id: string;
  room: ChatRoom;
  user_id: string;
  username: string;
  avatar: PublicAvatar;
  text: string | null;
  win: ChatWinCard | null;
  sent_at: Date;
}

const columns = 'id, room, user_id, username, avatar, text, win, sent_at';

const messageOf = (row: Row): ChatMessage => ({
  id: Number(row.id),
  room: row.room,
  userId: row.user_id,
  username: row.username,
  avatar: row.avatar,
  text: row.text,
  win: row.win,
  sentAt: row.sent_at.toISOString(),
});

export interface NewMessage {
  room: ChatRoom;
  userId: string;
  idempotencyKey: string;
  username: string;
  avatar: PublicAvatar;
  text: string | null;
  win: ChatWinCard | null;
  sentAt: Date;
}

/**
 * Holds the writer's lock, then the room's, until the transaction ends: one player's limits are checked against
 * messages that are all committed, and a room's ids commit in order, so a reader paging by id never skips one.
 */
export async function lockWriterAndRoom(db: Queryable, userId: string, room: ChatRoom): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('chat-writer:' || $1::text))`, [userId]);
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('chat-room:' || $1::text))`, [room]);
}

export async function insertMessage(db: Queryable, message: NewMessage): Promise<ChatMessage> {
  const { rows } = await db.query<Row>(
    `INSERT INTO chat_messages (room, user_id, idempotency_key, username, avatar, text, win, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${columns}`,
    [message.room, message.userId, message.idempotencyKey, message.username, JSON.stringify(message.avatar), message.text, message.win === null ? null : JSON.stringify(message.win), message.sentAt],
  );
  return messageOf(rows[0]!);
}

/** What the checks of a post read of its writer's messages. */
export interface WriterHistory {
  /** The message the player already stored under the post's key, deleted or not. */
  earlier: ChatMessage | undefined;
  /** When the player's messages of the minute before `now` went out, in any room. */
  sentAts: Date[];
}

/**
 * Both answers in one statement, so they come from one moment. A post sent again while its first attempt commits
 * (the two on different replicas) then finds that message, or nothing of it: never its send time without it,
 * which would refuse the retry as too soon instead of answering the message stored.
 */
export async function writerHistory(db: Queryable, userId: string, idempotencyKey: string, now: Date): Promise<WriterHistory> {
  const { rows } = await db.query<Row & { idempotency_key: string }>(
    `SELECT ${columns}, idempotency_key FROM chat_messages
      WHERE user_id = $1 AND (idempotency_key = $2 OR sent_at > $3::timestamptz - interval '1 minute')
      ORDER BY sent_at DESC`,
    [userId, idempotencyKey, now],
  );
  const earlier = rows.find((row) => row.idempotency_key === idempotencyKey);
  return { earlier: earlier && messageOf(earlier), sentAts: rows.map((row) => row.sent_at) };
}

export interface Page {
  messages: ChatMessage[];
  hasMore: boolean;
}

/** A room's page of messages not deleted, oldest first: the newest, those before an id, or those after one. */
export async function roomPage(db: Queryable, room: ChatRoom, { before, after }: { before?: number | undefined; after?: number | undefined }): Promise<Page> {
  const newer = after !== undefined;
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM chat_messages
      WHERE room = $1 AND deleted_at IS NULL AND ($2::bigint IS NULL OR id < $2) AND ($3::bigint IS NULL OR id > $3)
      ORDER BY id ${newer ? 'ASC' : 'DESC'} LIMIT $4`,
    [room, before ?? null, after ?? null, CHAT_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, CHAT_PAGE_SIZE).map(messageOf);
  return { messages: newer ? page : page.reverse(), hasMore: rows.length > CHAT_PAGE_SIZE };
}

/** Marks a message deleted; answers it, or undefined for an unknown id. A second delete changes nothing. */
export async function markDeleted(db: Queryable, messageId: number, deletedBy: string, at: Date): Promise<ChatMessage | undefined> {
  const { rows } = await db.query<Row>(
    `UPDATE chat_messages SET deleted_at = COALESCE(deleted_at, $3), deleted_by = COALESCE(deleted_by, $2)
      WHERE id = $1 RETURNING ${columns}`,
    [messageId, deletedBy, at],
  );
  return rows.map(messageOf)[0];
}
