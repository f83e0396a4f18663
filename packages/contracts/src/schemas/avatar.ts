import { z } from 'zod';
import { avatarColorSchema, userIdSchema } from './auth';

/** The avatar shop of spec section 3: every accessory, with a PKR price or the achievement that unlocks it. */
export const accessoryTypes = ['hat', 'eyewear', 'necklace', 'badge', 'frame'] as const;
export type AccessoryType = (typeof accessoryTypes)[number];

export interface Accessory {
  id: string;
  name: string;
  type: AccessoryType;
  /** Price in whole PKR, or null when the item is unlocked rather than bought. */
  pricePkr: number | null;
  unlockCriteria: string | null;
}

const priced = (id: string, name: string, type: AccessoryType, pricePkr: number): Accessory => ({
  id,
  name,
  type,
  pricePkr,
  unlockCriteria: null,
});

export const accessories: readonly Accessory[] = [
  priced('basic_cap', 'Basic Cap', 'hat', 50),
  priced('crown', 'Crown', 'hat', 1000),
  priced('wizard_hat', 'Wizard Hat', 'hat', 500),
  priced('sunglasses', 'Sunglasses', 'eyewear', 200),
  priced('nerd_glasses', 'Nerd Glasses', 'eyewear', 150),
  priced('3d_glasses', '3D Glasses', 'eyewear', 300),
  priced('gold_chain', 'Gold Chain', 'necklace', 800),
  priced('lucky_crystal', 'Lucky Crystal', 'necklace', 600),
  { id: 'winner_badge', name: 'Winner Badge', type: 'badge', pricePkr: null, unlockCriteria: 'Win a bet with 5x or higher' },
  { id: 'veteran_badge', name: 'Veteran Badge', type: 'badge', pricePkr: null, unlockCriteria: 'Place at least 100 bets' },
  priced('vip_badge', 'VIP Badge', 'badge', 5000),
  priced('fire_frame', 'Fire', 'frame', 400),
  priced('ice_frame', 'Ice', 'frame', 400),
  priced('rainbow_frame', 'Rainbow', 'frame', 750),
];

export const accessoryIdSchema = z.enum(accessories.map((accessory) => accessory.id) as [string, ...string[]]);

/** `POST /api/purchase-accessory` {accessoryId, price}: the server charges the catalogue price, never the client's. */
export const purchaseAccessoryRequestSchema = z.object({ userId: userIdSchema, accessoryId: accessoryIdSchema });
export const purchaseAccessoryReplySchema = z.object({ newBalance: z.number(), avatarAccessories: z.string() });

/** `POST /api/update-avatar` {avatarColor, selectedAccessories}: one equipped item per type, owned items only. */
export const updateAvatarRequestSchema = z.object({
  userId: userIdSchema,
  avatarColor: avatarColorSchema,
  selectedAccessories: z.array(accessoryIdSchema).max(accessoryTypes.length),
});
