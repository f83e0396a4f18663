import { type Pool, withTransaction } from '@pkr/platform';
import { betsOfPlayer, playersWithBets } from './db/settled-bets';
import { allStandings, deleteStanding, findStanding, lockPlayers, writeStandings } from './db/standings';
import { differences, type Standing, type StandingDifference, standingOf } from './domain/standing';

export interface RebuildReport {
  players: number;
  differences: StandingDifference[];
}

/**
 * Recomputes every player's standing from the kept settled bets and compares it with the live row. With
 * `repair`, each differing row is replaced by the rebuilt one, under the same per-player lock the live path
 * takes, so a rebuild can run beside a running service.
 */
export async function rebuildStandings(pool: Pool, { repair }: { repair: boolean }): Promise<RebuildReport> {
  const live = (await allStandings(pool)).map((standing) => standing.userId);
  const userIds = [...new Set([...(await playersWithBets(pool)), ...live])].sort();
  const found: StandingDifference[] = [];
  for (const userId of userIds) {
    const differing = await withTransaction(pool, async (tx) => {
      await lockPlayers(tx, [userId]);
      const [first, ...rest] = await betsOfPlayer(tx, userId);
      const rebuilt: Standing | undefined = first && standingOf([first, ...rest]);
      const delta = differences(userId, await findStanding(tx, userId), rebuilt);
      if (repair && delta.length > 0) await (rebuilt ? writeStandings(tx, [rebuilt]) : deleteStanding(tx, userId));
      return delta;
    });
    found.push(...differing);
  }
  return { players: userIds.length, differences: found };
}
