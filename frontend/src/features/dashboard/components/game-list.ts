import type { IconName } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** A game's card; its name and blurb are the catalogue's `games.<id>`. */
export type GameCard = { id: 'aviator' | 'crash' | 'dice' | 'tournaments'; href: string; icon: IconName; tag?: 'HOT' | 'NEW' };

/** The four playable or announced games, in the spec's order. */
export const gameCards: readonly GameCard[] = [
  { id: 'aviator', href: paths.aviator.getHref(), icon: 'plane', tag: 'HOT' },
  { id: 'crash', href: paths.crash.getHref(), icon: 'chart' },
  { id: 'dice', href: paths.dice.getHref(), icon: 'dice' },
  { id: 'tournaments', href: paths.tournaments.getHref(), icon: 'trophy', tag: 'NEW' },
];

/** Listed and disabled (spec section 1), each named by the catalogue's `games.<id>`. */
export const comingSoonGames = ['slots', 'poker', 'roulette', 'more'] as const;
