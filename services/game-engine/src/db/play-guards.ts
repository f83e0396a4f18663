import type { ProtectionState } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { PlayerGuard } from '../domain/play-guard';

interface GuardRow {
  user_id: string;
  state: ProtectionState | null;
  started_at: Date | null;
  counted_from: Date | null;
  asked_at: Date | null;
  asked_net: number | null;
  last_bet_at: Date | null;
}

/**
 * For the players of a batch of bets, in one statement: each one's protection copy, play session and last bet
 * (looked up only for a player with a session: the newest entry of the bets-by-player index that was not voided).
 */
export async function readPlayerGuards(db: Queryable, userIds: readonly string[]): Promise<Map<string, PlayerGuard>> {
  const result = await db.query<GuardRow>(
    `SELECT u.user_id, c.state, s.started_at, s.counted_from, s.asked_at, s.asked_net, last.created_at AS last_bet_at
       FROM unnest($1::uuid[]) AS u (user_id)
       LEFT JOIN protection_copies c ON c.user_id = u.user_id
       LEFT JOIN play_sessions s ON s.user_id = u.user_id
       LEFT JOIN LATERAL (SELECT b.created_at FROM bets b
                           WHERE b.user_id = u.user_id AND b.status <> 'voided' AND s.user_id IS NOT NULL
                           ORDER BY b.created_at DESC LIMIT 1) last ON true`,
    [[...new Set(userIds)]],
  );
  return new Map(result.rows.map((row) => [row.user_id, toGuard(row)]));
}

/**
 * The guards of the players whose play session has no check waiting and was counted from within the window
 * (`realityCheckWindow`), with each one's newest bet that was not voided. The window reads the partial index
 * `play_sessions_to_check`, so a round's opening touches only sessions of recent play.
 */
export async function readRealityCheckCandidates(db: Queryable, window: { countedFromAfter: Date; countedFromBy: Date }): Promise<Map<string, PlayerGuard>> {
  const result = await db.query<GuardRow>(
    `SELECT s.user_id, c.state, s.started_at, s.counted_from, s.asked_at, s.asked_net, last.created_at AS last_bet_at
       FROM play_sessions s
       LEFT JOIN protection_copies c ON c.user_id = s.user_id
       LEFT JOIN LATERAL (SELECT b.created_at FROM bets b
                           WHERE b.user_id = s.user_id AND b.status <> 'voided'
                           ORDER BY b.created_at DESC LIMIT 1) last ON true
      WHERE s.asked_at IS NULL AND s.counted_from > $1 AND s.counted_from <= $2`,
    [window.countedFromAfter, window.countedFromBy],
  );
  return new Map(result.rows.map((row) => [row.user_id, toGuard(row)]));
}

function toGuard(row: GuardRow): PlayerGuard {
  return {
    copy: row.state,
    session:
      row.started_at && row.counted_from
        ? { startedAt: row.started_at, countedFrom: row.counted_from, askedAt: row.asked_at, askedNet: row.asked_net }
        : null,
    lastBetAt: row.last_bet_at,
  };
}

/**
 * Serialises the bets of these players until the transaction ends, across batches and engine replicas (a player
 * may bet in every game type at once, each led by its own replica): taken in one order, so two batches never wait
 * on each other in a cycle. The key space is apart from the leader election's two-key locks.
 */
export async function lockPlayersBets(db: Queryable, userIds: readonly string[]): Promise<void> {
  await db.query(
    `SELECT pg_advisory_xact_lock(key)
       FROM (SELECT DISTINCT hashtext('bets:' || id) AS key FROM unnest($1::text[]) AS id ORDER BY key) AS keys`,
    [userIds],
  );
}

/**
 * Each player's net loss of the bets placed since `since`: stakes minus payouts, a bet still open (placing or
 * active) counted as its whole stake. A bet belongs to the day it was placed in, whenever it settles.
 */
export async function netLossesSince(db: Queryable, userIds: readonly string[], since: Date): Promise<Map<string, number>> {
  const result = await db.query<{ user_id: string; net: number }>(
    `SELECT user_id, SUM(amount - COALESCE(payout, 0))::bigint AS net FROM bets
      WHERE user_id = ANY($1::uuid[]) AND created_at >= $2 AND status <> 'voided'
      GROUP BY user_id`,
    [userIds, since],
  );
  return new Map(result.rows.map((row) => [row.user_id, row.net]));
}
