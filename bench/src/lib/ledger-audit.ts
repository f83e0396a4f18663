import pg from 'pg';

/** What an auditor finds in the wallet's and the engine's databases after a run; every count should be zero. */
export interface AuditResult {
  ok: boolean;
  betsChecked: number;
  ledgerSum: number;
  negativeBalances: number;
  /** Accounts whose balance differs from the sum of their entries. */
  balanceMismatches: number;
  /** Placed bets (active, won, lost) without exactly one matching debit, or whose debit was reversed. */
  betsNotDebitedOnce: number;
  /** Bet debits no placed bet answers for: money taken for a bet that does not exist. */
  orphanDebits: number;
  /** Won bets without their one payout of the right amount, and payouts of bets that did not win. */
  betsNotSettledOnce: number;
  /** Bets of finished rounds still open (placing or active). */
  unsettledBets: number;
}

async function rows<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

interface BetRow { id: string; amount: string; status: string; payout: string | null; round_open: boolean }
interface TransferRow { id: string; amount: string; kind: string }

export async function auditLedger(walletUrl: string, engineUrl: string): Promise<AuditResult> {
  const [totals] = await rows<{ sum: string; negative: string; mismatched: string }>(
    walletUrl,
    `SELECT (SELECT COALESCE(SUM(balance), 0) FROM accounts) AS sum,
            (SELECT COUNT(*) FROM accounts WHERE kind IN ('user', 'holds') AND balance < 0) AS negative,
            (SELECT COUNT(*) FROM accounts a
              WHERE a.balance <> (SELECT COALESCE(SUM(e.amount), 0) FROM entries e WHERE e.account_id = a.id)) AS mismatched`,
  );
  const transfers = await rows<TransferRow>(walletUrl, `SELECT id, amount, kind FROM transfers WHERE kind IN ('bet', 'payout') OR id LIKE 'void:%'`);
  const bets = await rows<BetRow>(
    engineUrl,
    `SELECT b.id, b.amount, b.status, b.payout, r.status IN ('betting', 'running') AS round_open
       FROM bets b JOIN rounds r USING (game_type, round_number)`,
  );
  const byId = new Map(transfers.map((transfer) => [transfer.id, transfer]));
  const placed = new Map(bets.filter((bet) => ['active', 'won', 'lost'].includes(bet.status)).map((bet) => [bet.id, bet]));
  let betsNotDebitedOnce = 0;
  let betsNotSettledOnce = 0;
  let unsettledBets = 0;
  for (const bet of bets) {
    if (!bet.round_open && (bet.status === 'placing' || bet.status === 'active')) unsettledBets += 1;
    if (!placed.has(bet.id)) continue;
    const debit = byId.get(bet.id);
    if (debit?.kind !== 'bet' || debit.amount !== bet.amount || byId.has(`void:${bet.id}`)) betsNotDebitedOnce += 1;
    const payout = byId.get(`payout:${bet.id}`);
    const settledRight = bet.status === 'won' ? payout?.kind === 'payout' && payout.amount === bet.payout : payout === undefined;
    if (!settledRight) betsNotSettledOnce += 1;
  }
  let orphanDebits = 0;
  for (const transfer of transfers) {
    if (transfer.kind === 'bet' && !placed.has(transfer.id) && !byId.has(`void:${transfer.id}`)) orphanDebits += 1;
    if (transfer.kind === 'payout' && placed.get(transfer.id.slice('payout:'.length))?.status !== 'won') betsNotSettledOnce += 1;
  }
  const result = {
    betsChecked: bets.length,
    ledgerSum: Number(totals?.sum ?? 0),
    negativeBalances: Number(totals?.negative ?? 0),
    balanceMismatches: Number(totals?.mismatched ?? 0),
    betsNotDebitedOnce,
    orphanDebits,
    betsNotSettledOnce,
    unsettledBets,
  };
  const ok = Object.entries(result).every(([key, value]) => key === 'betsChecked' || value === 0);
  return { ok, ...result };
}

/** Payouts travel through the engine's outbox, so the books close a moment after the crash: waits for that. */
export async function auditWhenSettled(walletUrl: string, engineUrl: string, timeoutMs = 30_000): Promise<AuditResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await auditLedger(walletUrl, engineUrl);
    if (result.ok || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
