/** The avatar shop of spec section 3: every accessory, with a PKR price or the achievement that unlocks it. */
export const accessoryTypes = ['hat', 'eyewear', 'necklace', 'badge', 'frame'] as const;
export type AccessoryType = (typeof accessoryTypes)[number];

export interface Accessory {
  id: string;
  name: string;
  type: AccessoryType;
  description: string;
  /** The emoji the API lists for the item (spec section 3); the app draws each item from a picture it serves. */
  icon: string;
  /** Price in whole PKR, or null when the item is unlocked rather than bought. */
  pricePkr: number | null;
  unlockCriteria: string | null;
}

type Item = Omit<Accessory, 'pricePkr' | 'unlockCriteria'>;
const priced = (item: Item, pricePkr: number): Accessory => ({ ...item, pricePkr, unlockCriteria: null });
const locked = (item: Item, unlockCriteria: string): Accessory => ({ ...item, pricePkr: null, unlockCriteria });

export const accessories: readonly Accessory[] = [
  priced({ id: 'basic_cap', name: 'Basic Cap', type: 'hat', icon: '🧢', description: 'A simple cap for everyday play.' }, 50),
  priced({ id: 'crown', name: 'Crown', type: 'hat', icon: '👑', description: 'Rule the tables in royal style.' }, 1000),
  priced({ id: 'wizard_hat', name: 'Wizard Hat', type: 'hat', icon: '🧙', description: 'For players who predict the crash.' }, 500),
  priced({ id: 'sunglasses', name: 'Sunglasses', type: 'eyewear', icon: '🕶️', description: 'Cool under pressure.' }, 200),
  priced({ id: 'nerd_glasses', name: 'Nerd Glasses', type: 'eyewear', icon: '🤓', description: 'Every multiplier calculated.' }, 150),
  priced({ id: '3d_glasses', name: '3D Glasses', type: 'eyewear', icon: '🥽', description: 'See the curve in three dimensions.' }, 300),
  priced({ id: 'gold_chain', name: 'Gold Chain', type: 'necklace', icon: '📿', description: 'Shine with every win.' }, 800),
  priced({ id: 'lucky_crystal', name: 'Lucky Crystal', type: 'necklace', icon: '🔮', description: 'A charm for the next big round.' }, 600),
  locked({ id: 'winner_badge', name: 'Winner Badge', type: 'badge', icon: '🏆', description: 'Proof of a big multiplier.' }, 'Win a bet with 5x or higher'),
  locked({ id: 'veteran_badge', name: 'Veteran Badge', type: 'badge', icon: '🎖️', description: 'For players who keep coming back.' }, 'Place at least 100 bets'),
  priced({ id: 'vip_badge', name: 'VIP Badge', type: 'badge', icon: '💎', description: 'Show everyone you are a VIP.' }, 5000),
  priced({ id: 'fire_frame', name: 'Fire', type: 'frame', icon: '🔥', description: 'A blazing frame around your avatar.' }, 400),
  priced({ id: 'ice_frame', name: 'Ice', type: 'frame', icon: '❄️', description: 'A frosty frame around your avatar.' }, 400),
  priced({ id: 'rainbow_frame', name: 'Rainbow', type: 'frame', icon: '🌈', description: 'Every colour around your avatar.' }, 750),
];

export const findAccessory = (id: string): Accessory | undefined => accessories.find((accessory) => accessory.id === id);
