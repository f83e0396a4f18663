import { z } from 'zod';
import { avatarColorSchema, userIdSchema, userLanguageSchema } from './auth';
import { accessories, accessoryTypes } from '../avatar-catalogue';
import { limits, messages } from '../form-limits';
import { idempotencyKeySchema } from '../idempotency';

export const accessoryIdSchema = z.enum(accessories.map((accessory) => accessory.id) as [string, ...string[]]);

/** `POST /api/purchase-accessory` {accessoryId, price}: the server charges the catalogue price, never the client's. */
export const purchaseAccessoryFormSchema = z.object({ accessoryId: z.string().max(64), price: z.number() });
export const purchaseAccessoryRequestSchema = z.object({
  userId: userIdSchema,
  accessoryId: z.string().max(64),
  pricePkr: z.number(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
/** The balance in PKR after the charge, and the owned and equipped lists (JSON text, as on the user). */
export const purchaseAccessoryReplySchema = z.object({
  newBalance: z.number(),
  avatarAccessories: z.string(),
  selectedAccessories: z.string(),
});

/** `POST /api/update-avatar` {avatarColor, selectedAccessories}: one equipped item per type, owned items only. */
export const updateAvatarFormSchema = z.object({
  avatarColor: avatarColorSchema,
  selectedAccessories: z.array(accessoryIdSchema).max(accessoryTypes.length),
});
export const updateAvatarRequestSchema = updateAvatarFormSchema.extend({ userId: userIdSchema });

/** The dashboard's Edit Profile: the contact phone (spec section 3: the phone is shown as the contact). */
export const updateProfileFormSchema = z.object({ phone: z.string().trim().min(1, messages.phoneRequired).max(limits.contactMax, messages.phoneLong) });
/** `POST /api/user/profile`: the contact phone, the app's language, or both. */
export const updateProfileBodySchema = z
  .object({ phone: updateProfileFormSchema.shape.phone.optional(), language: userLanguageSchema.optional() })
  .refine((body) => body.phone !== undefined || body.language !== undefined, { message: messages.phoneRequired, path: ['phone'] });
export const updateProfileRequestSchema = z.object({
  userId: userIdSchema,
  phone: updateProfileFormSchema.shape.phone.optional(),
  language: userLanguageSchema.optional(),
});
export type ProfileChange = Omit<z.infer<typeof updateProfileRequestSchema>, 'userId'>;
