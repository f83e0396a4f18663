import type { Queryable } from '@pkr/platform';
import type { AuditDatabases } from './service-fault-stack';

/** Read access to the three databases, by pool or by one connection each. */
export type BetBooks = Record<keyof AuditDatabases, Queryable>;

/** What one bet did to the money and to the leaderboard, read from the three services' own databases. */
interface BetTrace {
  id: string;
  status: string;
  amount: number;
  payout: number | null;
  idempotencyKey: string | null;
  /** What the entries on the player's account took for the bet: its debit less its void. */
  kept: number;
  /** What the entries on the player's account gave for the bet's payout. */
  paid: number;
  /** The payout the leaderboard keeps for the bet; null when it keeps none. */
  rankedPayout: number | null;
}

export interface BetAudit {
  bets: number;
  settled: number;
  voided: number;
  violations: string[];
}

/**
 * Every bet of the engine against the wallet's ledger and the leaderboard: a won or lost bet was debited exactly
 * once and paid exactly its payout (or nothing), and the leaderboard counts it exactly once; a voided bet kept
 * nothing; no bet is left placing or active once its round is over; no debit exists without its bet, unless it
 * was given back, and no payout without its won bet. Money is read from the entries on the player's account, not
 * from the transfer rows: a transfer without its entries moved nothing. Answers the counts and every violation.
 */
export async function auditBets(db: BetBooks, refusedKeys: ReadonlySet<string>): Promise<BetAudit> {
  const bets = await db.engine.query<{ id: string; user_id: string; status: string; amount: string; payout: string | null; idempotency_key: string | null; over: boolean }>(
    `SELECT b.id, b.user_id, b.status, b.amount, b.payout, b.idempotency_key, r.status IN ('crashed', 'voided') AS over
       FROM bets b JOIN rounds r ON r.game_type = b.game_type AND r.round_number = b.round_number`,
  );
  const transfers = await db.wallet.query<{ id: string; kind: string; account_id: string | null; amount: string | null }>(
    `SELECT t.id, t.kind, e.account_id, e.amount FROM transfers t
       LEFT JOIN entries e ON e.transfer_id = t.id AND e.account_id LIKE 'user:%'
      WHERE t.kind IN ('bet', 'payout', 'void')`,
  );
  const entries = new Map(transfers.rows.map((row) => [`${row.id} ${row.account_id}`, Number(row.amount)]));
  /** What a transfer moved on an account: negative when it took, 0 when it wrote no entry there. */
  const moved = (transferId: string, account: string | null) => entries.get(`${transferId} ${account}`) ?? 0;
  const ranked = await db.leaderboard.query<{ bet_id: string; payout: string }>('SELECT bet_id, payout FROM settled_bets');
  const rankedPayout = new Map(ranked.rows.map((row) => [row.bet_id, Number(row.payout)]));

  const traces: BetTrace[] = bets.rows.filter((row) => row.over).map((row) => ({
    id: row.id,
    status: row.status,
    amount: Number(row.amount),
    payout: row.payout === null ? null : Number(row.payout),
    idempotencyKey: row.idempotency_key,
    kept: -(moved(row.id, `user:${row.user_id}`) + moved(`void:${row.id}`, `user:${row.user_id}`)),
    paid: moved(`payout:${row.id}`, `user:${row.user_id}`),
    rankedPayout: rankedPayout.get(row.id) ?? null,
  }));
  const violations = traces.flatMap((bet) => violationsOf(bet, refusedKeys));

  // Bets of a round still flying are no orphans: their debits and cash-outs are already in the ledger.
  const known = new Set(bets.rows.map((row) => row.id));
  const won = new Set(bets.rows.filter((row) => row.status === 'won').map((row) => row.id));
  for (const debit of transfers.rows.filter((row) => row.kind === 'bet' && !known.has(row.id))) {
    if (moved(debit.id, debit.account_id) + moved(`void:${debit.id}`, debit.account_id) !== 0) violations.push(`debit ${debit.id} has no bet and was not given back`);
  }
  for (const payout of transfers.rows.filter((row) => row.kind === 'payout' && !won.has(row.id.replace(/^payout:/, '')))) {
    violations.push(`payout ${payout.id} pays no won bet`);
  }
  const settled = traces.filter((bet) => bet.status === 'won' || bet.status === 'lost');
  const settledIds = new Set(settled.map((bet) => bet.id));
  for (const id of rankedPayout.keys()) if (!settledIds.has(id)) violations.push(`leaderboard counts ${id}, which is not a settled bet`);
  violations.push(...(await miscountedStandings(db.leaderboard)));
  return { bets: traces.length, settled: settled.length, voided: traces.filter((bet) => bet.status === 'voided').length, violations };
}

function violationsOf(bet: BetTrace, refusedKeys: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const name = `${bet.status} bet ${bet.id}`;
  if (bet.status === 'placing' || bet.status === 'active') return [`${name} is left unsettled after its round`];
  if (bet.status === 'voided') {
    if (bet.kept !== 0 || bet.paid !== 0) found.push(`${name} kept ${bet.kept} and paid ${bet.paid}`);
    if (bet.rankedPayout !== null) found.push(`${name} is on the leaderboard`);
    return found;
  }
  if (bet.kept !== bet.amount) found.push(`${name} kept ${bet.kept} of a ${bet.amount} stake`);
  if (bet.paid !== (bet.payout ?? 0)) found.push(`${name} paid ${bet.paid} for a payout of ${bet.payout ?? 0}`);
  if (bet.rankedPayout === null) found.push(`${name} is not on the leaderboard`);
  else if (bet.rankedPayout !== (bet.payout ?? 0)) found.push(`${name} is on the leaderboard with payout ${bet.rankedPayout}`);
  if (bet.idempotencyKey !== null && refusedKeys.has(bet.idempotencyKey)) found.push(`${name} was taken after its player was told it failed`);
  return found;
}

/**
 * Players whose standing counts other bets, stakes or payouts than the settled bets the leaderboard keeps for
 * them: a bet folded in twice counts twice there, though it is kept once.
 */
async function miscountedStandings(leaderboard: Queryable): Promise<string[]> {
  const rows = await leaderboard.query<{ user_id: string; counted: string[]; kept: string[] }>(
    `SELECT user_id, counted, kept FROM (
       SELECT user_id,
              ARRAY[COALESCE(s.bets_placed, 0), COALESCE(s.total_staked, 0), COALESCE(s.total_paid_out, 0)]::bigint[] AS counted,
              ARRAY[COALESCE(k.bets, 0), COALESCE(k.staked, 0), COALESCE(k.paid, 0)]::bigint[] AS kept
         FROM standings s
         FULL JOIN (SELECT user_id, count(*) AS bets, sum(amount) AS staked, sum(payout) AS paid FROM settled_bets GROUP BY user_id) k USING (user_id)) AS standing
      WHERE counted <> kept`,
  );
  return rows.rows.map((row) => `the standing of ${row.user_id} counts ${row.counted.join(' / ')} (bets / staked / paid) where its kept bets make ${row.kept.join(' / ')}`);
}
