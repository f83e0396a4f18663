import type { Queryable } from '@pkr/platform';
import type { Bet } from '../domain/bet';

/** How a cancel's write ended: the bet voided, its round past betting, or the bet no longer active. */
export type CancelWrite = 'voided' | 'round-closed' | 'not-active';

/**
 * Voids an active bet while its round is still betting, inside the caller's transaction. The round's row is held in
 * share mode until the commit, as bets going in hold it, so the leader's move to running waits for the cancel, and
 * a cancel that comes after the move finds the round closed and leaves the bet riding.
 */
export async function voidBetWhileBetting(tx: Queryable, bet: Pick<Bet, 'id' | 'gameType' | 'round'>): Promise<CancelWrite> {
  const open = await tx.query(
    `SELECT 1 FROM rounds WHERE game_type = $1 AND round_number = $2 AND status = 'betting' FOR SHARE`,
    [bet.gameType, bet.round],
  );
  if (open.rowCount === 0) return 'round-closed';
  const voided = await tx.query(`UPDATE bets SET status = 'voided', settled_at = now() WHERE id = $1 AND status = 'active'`, [bet.id]);
  return voided.rowCount === 1 ? 'voided' : 'not-active';
}
