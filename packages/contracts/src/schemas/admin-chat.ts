import { z } from 'zod';
import { adminActorSchema } from './admin';
import { userIdSchema } from './auth';
import { chatHistoryReplySchema, chatMessageIdSchema, chatModerationReasonSchema, chatMuteDurationSchema, chatRoomSchema } from './chat';

/** The admin panel's Chat tab: each room's latest page, as players see it. */
export const adminChatRoomsRequestSchema = z.object({ actor: adminActorSchema });
export const adminChatRoomsReplySchema = z.object({ rooms: z.array(chatHistoryReplySchema.extend({ room: chatRoomSchema })) });
export type AdminChatRooms = z.infer<typeof adminChatRoomsReplySchema>;

/** The body of a moderation call: why, shown in the audit log. */
export const adminChatDeleteFormSchema = z.object({ reason: chatModerationReasonSchema });
export const adminChatMuteFormSchema = z.object({ duration: chatMuteDurationSchema, reason: chatModerationReasonSchema });

export const adminChatDeleteRequestSchema = adminChatDeleteFormSchema.extend({ actor: adminActorSchema, messageId: chatMessageIdSchema });
export const adminChatMuteRequestSchema = adminChatMuteFormSchema.extend({ actor: adminActorSchema, userId: userIdSchema });
