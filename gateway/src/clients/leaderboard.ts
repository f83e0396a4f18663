import type { LeaderboardEntry, LeaderboardSort, ReplyOf } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

export function leaderboard(client: BusClient, sort: LeaderboardSort, limit: number): Promise<LeaderboardEntry[]> {
  return client.call('leaderboard.get', { sort, limit });
}

export function stats(client: BusClient): Promise<ReplyOf<'leaderboard.stats'>> {
  return client.call('leaderboard.stats', {});
}
