import {
  type LeaderboardEntry,
  type LeaderboardSort,
  paisaToPkr,
  type PlayerFigures,
  type PublicAvatar,
  publicAvatarOf,
  type ReplyOf,
} from '@pkr/contracts';
import { type BusClient, databaseAnswers, type Logger, type Pool } from '@pkr/platform';
import { isEarlyBird } from '../db/registrations';
import { biggestWinEver, findStanding, topStandings } from '../db/standings';
import { thresholds, withEarlyBird } from '../domain/achievements';

export interface QueryContext {
  pool: Pool;
  client: BusClient;
  logger: Logger;
}

/** How many finished Crash rounds the home page lists. */
export const RECENT_CRASH_GAMES = 10;

export async function health(pool: Pool): Promise<ReplyOf<'leaderboard.health'>> {
  return { service: 'leaderboard', database: await databaseAnswers(pool) };
}

/**
 * Each player's public avatar from auth, which owns the profile: the colour and the equipped items. Without an
 * answer from auth the player is drawn grey, wearing nothing.
 */
async function publicAvatars({ client, logger }: QueryContext, userIds: string[]): Promise<Map<string, PublicAvatar>> {
  const avatars = await Promise.all(
    userIds.map(async (userId) => {
      try {
        const user = await client.call('auth.user.get', { userId });
        return [userId, publicAvatarOf(user.avatarColor, user.selectedAccessories)] as const;
      } catch (error) {
        logger.warn({ err: error, userId }, 'avatar unavailable; the circle is drawn grey');
        return [userId, publicAvatarOf(null, null)] as const;
      }
    }),
  );
  return new Map(avatars);
}

export async function leaderboard(context: QueryContext, sort: LeaderboardSort, limit: number): Promise<LeaderboardEntry[]> {
  const standings = await topStandings(context.pool, sort, limit, thresholds.earlyBirdRegistrations);
  const avatars = await publicAvatars(context, standings.map((standing) => standing.userId));
  return standings.map((standing) => ({
    user: { id: standing.userId, username: standing.username, ...(avatars.get(standing.userId) ?? publicAvatarOf(null, null)) },
    totalWinnings: paisaToPkr(standing.totalWinnings),
    biggestWin: paisaToPkr(standing.biggestWin),
    highestMultiplier: standing.highestMultiplierHundredths / 100,
    achievements: withEarlyBird(standing.achievements, standing.earlyBird),
  }));
}

/**
 * The home page's numbers: the biggest single win from the standings, and the latest finished Crash rounds from
 * the engine, which knows rounds nobody bet on. Without the engine the biggest win still shows, with no rounds.
 */
export async function stats(context: QueryContext): Promise<ReplyOf<'leaderboard.stats'>> {
  const [biggestWin, rounds] = await Promise.all([
    biggestWinEver(context.pool),
    context.client.call('game.history.list', { gameType: 'crash', limit: RECENT_CRASH_GAMES }).catch((error: unknown) => {
      context.logger.warn({ err: error }, 'recent Crash rounds unavailable');
      return [];
    }),
  ]);
  const recentCrashGames = rounds.map((round) => ({ id: round.id, crashPoint: round.crashPoint, adminControlled: round.adminControlled }));
  return { biggestWin: paisaToPkr(biggestWin), latestCrashCrash: recentCrashGames[0]?.crashPoint ?? 0, recentCrashGames };
}

/** One player's own figures and unlocked accessories; zeros for a player with no settled bet yet. */
export async function playerFigures(pool: Pool, userId: string): Promise<PlayerFigures> {
  const [standing, earlyBird] = await Promise.all([findStanding(pool, userId), isEarlyBird(pool, userId, thresholds.earlyBirdRegistrations)]);
  const staked = standing?.totalStaked ?? 0;
  const paidOut = standing?.totalPaidOut ?? 0;
  return {
    userId,
    betsPlaced: standing?.betsPlaced ?? 0,
    betsWon: standing?.betsWon ?? 0,
    totalStaked: paisaToPkr(staked),
    totalPaidOut: paisaToPkr(paidOut),
    netResult: paisaToPkr(paidOut - staked),
    totalWinnings: paisaToPkr(standing?.totalWinnings ?? 0),
    biggestWin: paisaToPkr(standing?.biggestWin ?? 0),
    highestMultiplier: (standing?.highestMultiplierHundredths ?? 0) / 100,
    achievements: withEarlyBird(standing?.achievements ?? [], earlyBird),
    unlockedAccessories: standing?.unlockedAccessories ?? [],
  };
}
