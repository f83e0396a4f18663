import { type Accessory, type AccessoryType, findAccessory } from '@pkr/contracts';

/** The diameters the app draws avatars at: live table, header and leaderboard, dashboard, shop preview. */
export const avatarSizes = { xs: 24, sm: 36, md: 48, lg: 96 } as const;
export type AvatarSize = keyof typeof avatarSizes;

/** Where a picture sits, in fractions of the diameter from the face's top-left corner. */
export type Placement = { left: number; top: number; width: number };

/**
 * The hat sits on the head across the top edge, the eyewear over the eyes in the upper half, the necklace across
 * the chin at the bottom edge. Each picture is square (36 units, as Twemoji draws them).
 */
export const facePlacements: Record<Exclude<AccessoryType, 'badge' | 'frame'>, Placement> = {
  hat: { left: 0.18, top: -0.36, width: 0.64 },
  eyewear: { left: 0.15, top: 0.02, width: 0.7 },
  necklace: { left: 0.12, top: 0.5, width: 0.76 },
};

/** The badge: a dark disc on the lower right, over the edge, so it reads on any colour. */
export const badgePlacement = { right: -0.14, bottom: -0.1, width: 0.46 } as const;

/** The order pictures are stacked in, bottom first: the hat covers the frame it crosses. */
const stacking: AccessoryType[] = ['frame', 'necklace', 'eyewear', 'hat', 'badge'];

/** The equipped catalogue items of an id list, one per type (the first wins), in stacking order. */
export function wornItems(ids: readonly string[]): Accessory[] {
  const byType = new Map<AccessoryType, Accessory>();
  for (const id of ids) {
    const item = findAccessory(id);
    if (item && !byType.has(item.type)) byType.set(item.type, item);
  }
  return stacking.flatMap((type) => byType.get(type) ?? []);
}

/**
 * The initials' size and drop: centred on a bare face; with eyewear they move below the eyes and shrink, so both
 * read. Never under 9 px, the smallest size two bold capitals stay legible at.
 */
export function initialsStyle(diameter: number, wearsEyewear: boolean): { fontSize: number; paddingTop: number } {
  const fontSize = Math.max(9, Math.round(diameter * (wearsEyewear ? 0.3 : 0.38)));
  return { fontSize, paddingTop: wearsEyewear ? Math.round(diameter * 0.36) : 0 };
}

/** The frame ring's thickness: a tenth of the diameter, never under 2 px. */
export const frameThickness = (diameter: number): number => Math.max(2, Math.round(diameter * 0.1));
