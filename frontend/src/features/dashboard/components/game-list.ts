import type { IconName } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export type GameCard = { name: string; href: string; icon: IconName; blurb: string; tag?: 'HOT' | 'NEW' };

/** The four playable or announced games, in the spec's order. */
export const gameCards: readonly GameCard[] = [
  { name: 'Aviator', href: paths.aviator.getHref(), icon: 'plane', blurb: 'Cash out before the plane flies away.', tag: 'HOT' },
  { name: 'Crash', href: paths.crash.getHref(), icon: 'chart', blurb: 'Watch the multiplier grow and cash out in time.' },
  { name: 'Dice', href: paths.dice.getHref(), icon: 'dice', blurb: 'Under or over: coming soon.' },
  { name: 'Tournaments', href: paths.tournaments.getHref(), icon: 'trophy', blurb: 'Compete for prizes: coming soon.', tag: 'NEW' },
];

/** Listed and disabled (spec section 1). */
export const comingSoonGames = ['Slots', 'Poker', 'Roulette', 'More Games'] as const;
