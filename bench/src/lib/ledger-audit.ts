import pg from 'pg';

/** What an auditor finds in the wallet's and the engine's databases after a round; every count should be zero. */
export interface AuditResult {
  ok: boolean;
  /** The bets of the audited round. */
  betsChecked: number;
  /** The whole ledger's sum. */
  ledgerSum: number;
  /** Player and held accounts below zero, in the whole ledger. */
  negativeBalances: number;
  /** Accounts whose balance differs from the sum of their entries, in the whole ledger. */
  balanceMismatches: number;
  /** The round's placed bets (active, won, lost) without exactly one matching debit, or whose debit was reversed. */
  betsNotDebitedOnce: number;
  /** Bet debits since the round began that no placed bet answers for: money taken for a bet that does not exist. */
  orphanDebits: number;
  /** The round's won bets without their one payout of the right amount, and payouts since it began of bets that did not win. */
  betsNotSettledOnce: number;
  /** Bets of every finished round still open (placing or active). */
  unsettledBets: number;
}

/** The round audited, and the wallet's last entry before its betting opened: its transfers are the ones after. */
export interface AuditedRound {
  gameType: string;
  round: number;
  afterEntry: number;
}

async function rows<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

interface BetRow { id: string; game_type: string; round_number: number; amount: string; status: string; payout: string | null }
interface TransferRow { id: string; amount: string; kind: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the books stand now: a round's audit reads only what was written after this. */
export async function ledgerMark(walletUrl: string): Promise<number> {
  const [mark] = await rows<{ seq: string }>(walletUrl, 'SELECT COALESCE(MAX(seq), 0) AS seq FROM entries');
  return Number(mark?.seq ?? 0);
}

/** The checks of the whole ledger, each one statement however long the books have grown. */
async function wholeLedger(walletUrl: string, engineUrl: string) {
  const [[totals], [open]] = await Promise.all([
    rows<{ sum: string; negative: string; mismatched: string }>(
      walletUrl,
      `SELECT (SELECT COALESCE(SUM(balance), 0) FROM accounts) AS sum,
              (SELECT COUNT(*) FROM accounts WHERE kind IN ('user', 'holds') AND balance < 0) AS negative,
              (SELECT COUNT(*) FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM entries GROUP BY account_id) e
                 ON e.account_id = a.id
                WHERE a.balance <> COALESCE(e.total, 0)) AS mismatched`,
    ),
    rows<{ unsettled: string }>(
      engineUrl,
      `SELECT COUNT(*) AS unsettled FROM bets b JOIN rounds r USING (game_type, round_number)
        WHERE r.status NOT IN ('betting', 'running') AND b.status IN ('placing', 'active')`,
    ),
  ]);
  return {
    ledgerSum: Number(totals?.sum ?? 0),
    negativeBalances: Number(totals?.negative ?? 0),
    balanceMismatches: Number(totals?.mismatched ?? 0),
    unsettledBets: Number(open?.unsettled ?? 0),
  };
}

/**
 * One round's books: every bet of the round debited once and settled once, every bet debit and payout since
 * its betting opened answered by a bet, and the whole ledger summing to zero with no player below zero. The
 * round's part reads only what it wrote, so the audit of the last round of a long soak takes as long as the first.
 */
export async function auditRound(walletUrl: string, engineUrl: string, audited: AuditedRound): Promise<AuditResult> {
  const transfers = await rows<TransferRow>(
    walletUrl,
    `SELECT id, amount, kind FROM transfers
      WHERE id IN (SELECT transfer_id FROM entries WHERE seq > $1) AND (kind IN ('bet', 'payout') OR id LIKE 'void:%')`,
    [audited.afterEntry],
  );
  const betIdOf = (transfer: TransferRow) => (transfer.kind === 'payout' ? transfer.id.slice('payout:'.length) : transfer.id);
  const named = [...new Set(transfers.filter((transfer) => transfer.kind !== 'void').map(betIdOf).filter((id) => UUID.test(id)))];
  const [bets, whole] = await Promise.all([
    rows<BetRow>(
      engineUrl,
      `SELECT id, game_type, round_number, amount, status, payout FROM bets
        WHERE (game_type = $1 AND round_number = $2) OR id = ANY($3::uuid[])`,
      [audited.gameType, audited.round, named],
    ),
    wholeLedger(walletUrl, engineUrl),
  ]);
  const byId = new Map(transfers.map((transfer) => [transfer.id, transfer]));
  const placed = new Map(bets.filter((bet) => ['active', 'won', 'lost'].includes(bet.status)).map((bet) => [bet.id, bet]));
  const ofRound = bets.filter((bet) => bet.game_type === audited.gameType && bet.round_number === audited.round);
  let betsNotDebitedOnce = 0;
  let betsNotSettledOnce = 0;
  for (const bet of ofRound) {
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
    if (transfer.kind === 'payout' && placed.get(betIdOf(transfer))?.status !== 'won') betsNotSettledOnce += 1;
  }
  const result = { betsChecked: ofRound.length, ...whole, betsNotDebitedOnce, orphanDebits, betsNotSettledOnce };
  const ok = Object.entries(result).every(([key, value]) => key === 'betsChecked' || value === 0);
  return { ok, ...result };
}

/** Payouts travel through the engine's outbox, so the books close a moment after the crash: waits for that. */
export async function auditWhenSettled(walletUrl: string, engineUrl: string, audited: AuditedRound, timeoutMs = 30_000): Promise<AuditResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await auditRound(walletUrl, engineUrl, audited);
    if (result.ok || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
