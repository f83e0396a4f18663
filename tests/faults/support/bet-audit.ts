import type { AuditDatabases } from './service-fault-stack';

/** What one bet did to the money and to the leaderboard, read from the three services' own databases. */
interface BetTrace {
  id: string;
  status: string;
  amount: number;
  payout: number | null;
  idempotencyKey: string | null;
  /** Debited minus voided back: the stake the wallet kept. */
  kept: number;
  paid: number;
  /** How many times the leaderboard holds the bet, and the payout it counted. */
  ranked: number;
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
 * was given back. Answers the counts and every violation found.
 */
export async function auditBets(db: AuditDatabases, refusedKeys: ReadonlySet<string>): Promise<BetAudit> {
  const bets = await db.engine.query<{ id: string; status: string; amount: string; payout: string | null; idempotency_key: string | null }>(
    `SELECT b.id, b.status, b.amount, b.payout, b.idempotency_key FROM bets b
       JOIN rounds r ON r.game_type = b.game_type AND r.round_number = b.round_number
      WHERE r.status IN ('crashed', 'voided')`,
  );
  const transfers = await db.wallet.query<{ id: string; kind: string; amount: string }>(
    `SELECT id, kind, amount FROM transfers WHERE kind IN ('bet', 'payout', 'void')`,
  );
  const amountOf = new Map(transfers.rows.map((row) => [row.id, Number(row.amount)]));
  const ranked = await db.leaderboard.query<{ bet_id: string; payout: string }>('SELECT bet_id, payout FROM settled_bets');
  const rankedPayout = new Map(ranked.rows.map((row) => [row.bet_id, Number(row.payout)]));

  const violations: string[] = [];
  const traces: BetTrace[] = bets.rows.map((row) => ({
    id: row.id,
    status: row.status,
    amount: Number(row.amount),
    payout: row.payout === null ? null : Number(row.payout),
    idempotencyKey: row.idempotency_key,
    kept: (amountOf.get(row.id) ?? 0) - (amountOf.get(`void:${row.id}`) ?? 0),
    paid: amountOf.get(`payout:${row.id}`) ?? 0,
    ranked: rankedPayout.has(row.id) ? 1 : 0,
    rankedPayout: rankedPayout.get(row.id) ?? null,
  }));
  for (const bet of traces) violations.push(...violationsOf(bet, refusedKeys));

  const known = new Set(bets.rows.map((row) => row.id));
  for (const transfer of transfers.rows.filter((row) => row.kind === 'bet' && !known.has(row.id))) {
    if (!amountOf.has(`void:${transfer.id}`)) violations.push(`debit ${transfer.id} has no bet and was not given back`);
  }
  const settled = traces.filter((bet) => bet.status === 'won' || bet.status === 'lost');
  for (const id of rankedPayout.keys()) if (!settled.some((bet) => bet.id === id)) violations.push(`leaderboard counts ${id}, which is not a settled bet`);
  return { bets: traces.length, settled: settled.length, voided: traces.filter((bet) => bet.status === 'voided').length, violations };
}

function violationsOf(bet: BetTrace, refusedKeys: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const name = `${bet.status} bet ${bet.id}`;
  if (bet.status === 'placing' || bet.status === 'active') return [`${name} is left unsettled after its round`];
  if (bet.status === 'voided') {
    if (bet.kept !== 0 || bet.paid !== 0) found.push(`${name} kept ${bet.kept} and paid ${bet.paid}`);
    if (bet.ranked) found.push(`${name} is on the leaderboard`);
    return found;
  }
  if (bet.kept !== bet.amount) found.push(`${name} kept ${bet.kept} of a ${bet.amount} stake`);
  if (bet.paid !== (bet.payout ?? 0)) found.push(`${name} paid ${bet.paid} for a payout of ${bet.payout ?? 0}`);
  if (bet.ranked !== 1 || bet.rankedPayout !== (bet.payout ?? 0)) found.push(`${name} is on the leaderboard ${bet.ranked} time(s) with payout ${bet.rankedPayout}`);
  if (bet.idempotencyKey !== null && refusedKeys.has(bet.idempotencyKey)) found.push(`${name} was taken after its player was told it failed`);
  return found;
}
