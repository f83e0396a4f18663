import { z } from 'zod';
import { userIdSchema } from './auth';
import { publicAvatarSchema } from './public-avatar';

/** The ten achievements of spec section 3, with the rarity and the condition the leaderboard awards them on. */
export const rarities = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof rarities)[number];

export const achievementIds = [
  'high_roller',
  'lucky_streak',
  'diamond_hands',
  'comeback_king',
  'early_bird',
  'consistent_winner',
  'big_win',
  'veteran',
  'risk_taker',
  'perfect_timing',
] as const;
export const achievementIdSchema = z.enum(achievementIds);
export type AchievementId = z.infer<typeof achievementIdSchema>;

export const achievementIcons = ['coins', 'flame', 'gem', 'crown', 'bird', 'trending-up', 'trophy', 'medal', 'dice', 'timer'] as const;
export type AchievementIcon = (typeof achievementIcons)[number];

export interface Achievement {
  id: AchievementId;
  name: string;
  description: string;
  /** The badge's picture, by name; the app draws each one. */
  icon: AchievementIcon;
  /** The badge's colour (CSS hex). */
  colour: string;
  rarity: Rarity;
  howToEarn: string;
}

export const achievements: readonly Achievement[] = [
  { id: 'high_roller', name: 'High Roller', description: 'Not afraid to put real money on the line.', icon: 'coins', colour: '#16a34a', rarity: 'uncommon', howToEarn: 'Place a bet of 5,000 PKR or more' },
  { id: 'lucky_streak', name: 'Lucky Streak', description: 'Five wins in a row: luck is on your side.', icon: 'flame', colour: '#22c55e', rarity: 'rare', howToEarn: 'Win 5 bets in a row' },
  { id: 'diamond_hands', name: 'Diamond Hands', description: 'Held on while the multiplier climbed.', icon: 'gem', colour: '#0ea5e9', rarity: 'rare', howToEarn: 'Cash out at 3x or higher' },
  { id: 'comeback_king', name: 'Comeback King', description: 'Fell behind, then won it back in style.', icon: 'crown', colour: '#a855f7', rarity: 'epic', howToEarn: 'Win at least 10,000 PKR after being down 5,000 PKR or more' },
  { id: 'early_bird', name: 'Early Bird', description: 'One of the very first players on the platform.', icon: 'bird', colour: '#f59e0b', rarity: 'legendary', howToEarn: 'Be among the first 100 registered users' },
  { id: 'consistent_winner', name: 'Consistent Winner', description: 'Winnings that keep adding up.', icon: 'trending-up', colour: '#0d9488', rarity: 'rare', howToEarn: 'Accumulate 50,000 PKR in total winnings' },
  { id: 'big_win', name: 'Big Win', description: 'One bet, one big payday.', icon: 'trophy', colour: '#eab308', rarity: 'epic', howToEarn: 'Win 10,000 PKR or more from a single bet' },
  { id: 'veteran', name: 'Veteran', description: 'A seasoned player with a hundred bets behind them.', icon: 'medal', colour: '#64748b', rarity: 'uncommon', howToEarn: 'Place 100 or more bets' },
  { id: 'risk_taker', name: 'Risk Taker', description: 'Aims high with every auto-cashout.', icon: 'dice', colour: '#ef4444', rarity: 'uncommon', howToEarn: 'Place 10 bets with auto-cashout above 2x' },
  { id: 'perfect_timing', name: 'Perfect Timing', description: 'Cashed out a breath before the crash.', icon: 'timer', colour: '#ec4899', rarity: 'epic', howToEarn: 'Cash out within 0.05 of the crash point' },
];

/** An achievement's catalogue entry by id. */
export const achievementById = (id: AchievementId): Achievement =>
  achievements.find((achievement) => achievement.id === id) as Achievement;

/**
 * A leaderboard row (spec section 3), money in PKR, with the player's public avatar: avatarColor is null and
 * nothing is equipped while auth cannot say (drawn grey).
 */
export const leaderboardEntrySchema = z.object({
  user: z.object({ id: userIdSchema, username: z.string() }).extend(publicAvatarSchema.shape),
  totalWinnings: z.number(),
  biggestWin: z.number(),
  highestMultiplier: z.number(),
  achievements: z.array(achievementIdSchema),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSorts = ['totalWinnings', 'biggestWin', 'highestMultiplier', 'achievements'] as const;
export type LeaderboardSort = (typeof leaderboardSorts)[number];
export const leaderboardRequestSchema = z.object({
  limit: z.number().int().min(1).max(100).default(10),
  sort: z.enum(leaderboardSorts).default('totalWinnings'),
});
export const leaderboardReplySchema = z.array(leaderboardEntrySchema);

/** The home page's numbers (spec section 3, `GET /api/stats`), money in PKR. */
export const statsRequestSchema = z.object({});
export const statsReplySchema = z.object({
  biggestWin: z.number(),
  latestCrashCrash: z.number(),
  /** Newest first; `adminControlled` marks a crash point an admin set, as all public history does. */
  recentCrashGames: z.array(z.object({ id: z.number().int(), crashPoint: z.number(), adminControlled: z.boolean() })),
});

/**
 * One player's own figures (the dashboard's Statistics tab) and the avatar-shop items their play has unlocked.
 * Money in PKR. Served by the leaderboard from the settled bets it has applied.
 */
export const playerFiguresRequestSchema = z.object({ userId: userIdSchema });
export const playerFiguresSchema = z.object({
  userId: userIdSchema,
  betsPlaced: z.number().int(),
  betsWon: z.number().int(),
  totalStaked: z.number(),
  totalPaidOut: z.number(),
  /** Paid out minus staked over every settled bet. */
  netResult: z.number(),
  totalWinnings: z.number(),
  biggestWin: z.number(),
  highestMultiplier: z.number(),
  achievements: z.array(achievementIdSchema),
  /** Ids of the locked accessories (spec section 3) this player has unlocked. */
  unlockedAccessories: z.array(z.string()),
});
export type PlayerFigures = z.infer<typeof playerFiguresSchema>;
