import { z } from 'zod';
import { idempotencyKeySchema } from '../idempotency';
import { userIdSchema } from './auth';
import { gameTypeSchema } from './game';
import { publicAvatarSchema } from './public-avatar';

/** A chat room beside each game: `crash` and `aviator`. */
export const chatRoomSchema = gameTypeSchema;
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** How many messages a page of history holds: the newest on opening, older ones on demand. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_TEXT_MAX = 200;

/** The ordering key the chat service gives each message: later messages have larger ids. */
export const chatMessageIdSchema = z.number().int().positive();

export const chatTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a message first')
  .max(CHAT_TEXT_MAX, `A message is at most ${CHAT_TEXT_MAX} characters`);

/** A won bet shown in chat, built by the server from the engine's record of it. Money in PKR. */
export const chatWinCardSchema = z.object({
  betId: z.uuid(),
  gameType: gameTypeSchema,
  round: z.number().int(),
  amount: z.number(),
  multiplier: z.number(),
  payout: z.number(),
  /** The fairness page checking that round. */
  verifyPath: z.string(),
});
export type ChatWinCard = z.infer<typeof chatWinCardSchema>;

export const chatMessageSchema = z.object({
  id: chatMessageIdSchema,
  room: chatRoomSchema,
  userId: userIdSchema,
  username: z.string(),
  avatar: publicAvatarSchema,
  /** A written message's text, or null for a win card. */
  text: z.string().nullable(),
  win: chatWinCardSchema.nullable(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `POST /api/chat/:room`: a written message, or a won bet of the writer's own to share. */
export const chatPostBodySchema = z.union([z.strictObject({ text: chatTextSchema }), z.strictObject({ betId: z.uuid('Bet not found') })], {
  error: 'Send a message text or a bet to share',
});
export type ChatPostBody = z.infer<typeof chatPostBodySchema>;

export const chatPostRequestSchema = z.object({
  room: chatRoomSchema,
  userId: userIdSchema,
  /** A redelivered or retried post with the same key answers the message it stored, and stores nothing new. */
  idempotencyKey: idempotencyKeySchema,
  content: chatPostBodySchema,
});

/**
 * `GET /api/chat/:room?before=<id>`: the page of messages older than `before`, or the newest page. With `after`,
 * the page of messages newer than it: a page that reconnects fetches what it missed from the last id it holds.
 */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive('Unknown message').optional(),
  after: z.coerce.number().int().nonnegative('Unknown message').optional(),
});
export const chatHistoryRequestSchema = chatHistoryQuerySchema.extend({ room: chatRoomSchema });
/** Oldest first; `hasMore` says another page exists: an older one, or with `after` a newer one. */
export const chatHistoryReplySchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type ChatHistory = z.infer<typeof chatHistoryReplySchema>;

export const chatMuteDurations = ['1h', '1d', 'forever'] as const;
export const chatMuteDurationSchema = z.enum(chatMuteDurations);
export type ChatMuteDuration = z.infer<typeof chatMuteDurationSchema>;

/** A player's mute: until when (null: for good) and why. */
export const chatMuteSchema = z.object({ userId: userIdSchema, until: z.string().nullable(), reason: z.string() });
export type ChatMute = z.infer<typeof chatMuteSchema>;

/** `GET /api/chat/mute`: the caller's own mute, null when they may write. */
export const chatMuteStatusRequestSchema = z.object({ userId: userIdSchema });
export const chatMuteStatusReplySchema = z.object({ mute: chatMuteSchema.nullable() });

export const chatModerationReasonSchema = z.string().trim().min(1, 'Give a reason').max(500, 'A reason is at most 500 characters');
export const chatDeleteRequestSchema = z.object({ messageId: chatMessageIdSchema, deletedBy: userIdSchema });
export const chatDeleteReplySchema = chatMessageSchema;
export const chatMuteRequestSchema = z.object({
  userId: userIdSchema,
  duration: chatMuteDurationSchema,
  reason: chatModerationReasonSchema,
  mutedBy: userIdSchema,
});
export const chatMuteReplySchema = chatMuteSchema;

/** What the chat service announces to every gateway after commit; gateways forward it to every open socket. */
export const CHAT_LIVE_SUBJECT = 'live.chat';
export const chatLiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat_message'), room: chatRoomSchema, message: chatMessageSchema }),
  z.object({ type: z.literal('chat_deleted'), room: chatRoomSchema, messageId: chatMessageIdSchema }),
]);
export type ChatLiveEvent = z.infer<typeof chatLiveEventSchema>;
