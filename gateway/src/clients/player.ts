import { AppError, type AuthUser, type GameType, paisaToPkr, type PlayerFigures, type ProfileChange, type ReplyOf } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

/** The leaderboard's figures of one player; its absence is a clear 503, not a generic failure. */
export async function playerFigures(client: BusClient, userId: string): Promise<PlayerFigures> {
  try {
    return await client.call('leaderboard.player', { userId });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAVAILABLE' || error.code === 'TIMEOUT')) {
      throw new AppError('UNAVAILABLE', 'Statistics are not available right now. Please try again shortly.');
    }
    throw error;
  }
}

/** A page of the player's bets, newest first; `gameType` keeps one game's (a game's My bets tab). */
export function playerBets(
  client: BusClient,
  userId: string,
  { limit, before, gameType }: { limit: number; before?: string | undefined; gameType?: GameType | undefined },
): Promise<ReplyOf<'game.bets.list'>> {
  return client.call('game.bets.list', { userId, limit, ...(before === undefined ? {} : { before }), ...(gameType === undefined ? {} : { gameType }) });
}

/** The player's balance after each of their latest ledger entries, oldest first, in PKR. */
export async function balanceHistory(client: BusClient, userId: string, limit: number): Promise<Array<{ at: string; balance: number }>> {
  const entries = await client.call('wallet.history', { userId, limit });
  return entries.map((entry) => ({ at: entry.createdAt, balance: paisaToPkr(entry.balanceAfter) })).reverse();
}

export function updateProfile(client: BusClient, userId: string, change: ProfileChange): Promise<AuthUser> {
  return client.call('auth.profile.update', { userId, ...change });
}
