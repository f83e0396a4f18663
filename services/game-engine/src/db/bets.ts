import type { BetSlot, GameType, Paisa } from '@pkr/contracts';
import type { OutboxItem, Queryable } from '@pkr/platform';
import type { Bet, BetStatus } from '../domain/bet';

const columns = `id, game_type, round_number, user_id, username, amount, auto_cashout, multiple_cashouts, slot, status,
  cashout_multiplier, payout, idempotency_key, cashout_key`;

interface Row {
  id: string;
  game_type: GameType;
  round_number: number;
  user_id: string;
  username: string;
  amount: number;
  auto_cashout: number | null;
  multiple_cashouts: number;
  slot: BetSlot;
  status: BetStatus;
  cashout_multiplier: number | null;
  payout: number | null;
  idempotency_key: string | null;
  cashout_key: string | null;
}

const toBet = (row: Row): Bet => ({
  id: row.id,
  gameType: row.game_type,
  round: row.round_number,
  userId: row.user_id,
  username: row.username,
  amount: row.amount,
  autoCashoutHundredths: row.auto_cashout,
  multipleCashouts: row.multiple_cashouts,
  slot: row.slot,
  status: row.status,
  cashoutHundredths: row.cashout_multiplier,
  payout: row.payout,
  idempotencyKey: row.idempotency_key ?? undefined,
  cashoutKey: row.cashout_key ?? undefined,
});

/** The bet a player placed under an idempotency key, whatever became of it. */
export async function findBetByKey(db: Queryable, userId: string, key: string): Promise<Bet | null> {
  const found = await db.query<Row>(`SELECT ${columns} FROM bets WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
  return found.rows[0] ? toBet(found.rows[0]) : null;
}

/** The slots of the player's bets in the round that are not voided. */
export async function heldSlots(db: Queryable, gameType: GameType, round: number, userId: string): Promise<Array<{ slot: BetSlot }>> {
  const held = await db.query<{ slot: BetSlot }>(
    `SELECT slot FROM bets WHERE game_type = $1 AND round_number = $2 AND user_id = $3 AND status <> 'voided'`,
    [gameType, round, userId],
  );
  return held.rows;
}

/** A win to record: the bet, its multiplier and payout, the player's cash-out key (none for an auto cash-out). */
export interface WinToRecord {
  betId: string;
  hundredths: number;
  payout: Paisa;
  cashoutKey: string | undefined;
  credit: OutboxItem<'wallet.credit'>;
}

/**
 * Wins bets and queues their payout credits in the outbox, in one statement and so in one act for all of them
 * (the cash-outs of a few milliseconds take one round trip). Answers the ids won: a bet no longer active is
 * left as it was, with nothing queued. A credit comes due for the outbox's relay only `creditedWithinMs` after
 * the win: until then the cash-out that wrote it is crediting it itself, and a relay that found it due sooner
 * would send the wallet every credit of a busy moment twice. The same statement takes out of the outbox the rows
 * of `delivered`, payouts the wallet has just credited, as `removeDelivered` would (a row the relay holds is left
 * to it).
 */
export async function markWins(db: Queryable, wins: readonly WinToRecord[], creditedWithinMs: number, delivered: readonly string[] = []): Promise<Set<string>> {
  const column = <T>(pick: (win: WinToRecord) => T) => wins.map(pick);
  const result = await db.query<{ id: string }>(
    `WITH input AS (
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::bigint[], $4::text[], $5::text[], $6::jsonb[], $7::text[])
         AS w (id, hundredths, payout, cashout_key, subject, payload, dedupe_key)),
     won AS (
       UPDATE bets SET status = 'won', cashout_multiplier = w.hundredths, payout = w.payout, cashout_key = w.cashout_key, settled_at = now()
         FROM input w WHERE bets.id = w.id AND bets.status = 'active' RETURNING bets.id),
     queued AS (
       INSERT INTO outbox (subject, payload, dedupe_key, next_attempt_at)
       SELECT w.subject, w.payload, w.dedupe_key, now() + make_interval(secs => $8::double precision / 1000) FROM input w JOIN won ON won.id = w.id
       ON CONFLICT (dedupe_key) DO NOTHING),
     removed AS (
       DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE dedupe_key = ANY($9::text[]) FOR UPDATE SKIP LOCKED))
     SELECT id FROM won`,
    [
      column((win) => win.betId),
      column((win) => win.hundredths),
      column((win) => win.payout),
      column((win) => win.cashoutKey ?? null),
      column((win) => win.credit.subject),
      column((win) => JSON.stringify(win.credit.payload)),
      column((win) => win.credit.dedupeKey),
      creditedWithinMs,
      delivered,
    ],
  );
  return new Set(result.rows.map((row) => row.id));
}

/** The bet a player's cash-out under this key won, if one did. */
export async function findWonByCashoutKey(db: Queryable, userId: string, key: string): Promise<Bet | null> {
  const found = await db.query<Row>(`SELECT ${columns} FROM bets WHERE user_id = $1 AND cashout_key = $2 AND status = 'won'`, [userId, key]);
  return found.rows[0] ? toBet(found.rows[0]) : null;
}

/** At the crash: every bet still active has lost. */
export async function markActiveLost(db: Queryable, gameType: GameType, round: number): Promise<Bet[]> {
  const lost = await db.query<Row>(
    `UPDATE bets SET status = 'lost', settled_at = now()
      WHERE game_type = $1 AND round_number = $2 AND status = 'active' RETURNING ${columns}`,
    [gameType, round],
  );
  return lost.rows.map(toBet);
}

/** Voids the round's bets in `statuses` (those holding money without an outcome), handing them back. */
export async function voidOpenBets(db: Queryable, gameType: GameType, round: number, statuses: BetStatus[]): Promise<Bet[]> {
  const voided = await db.query<Row>(
    `UPDATE bets SET status = 'voided', settled_at = now()
      WHERE game_type = $1 AND round_number = $2 AND status = ANY($3::text[]) RETURNING ${columns}`,
    [gameType, round, statuses],
  );
  return voided.rows.map(toBet);
}

export async function listBets(db: Queryable, gameType: GameType, round: number, status: BetStatus): Promise<Bet[]> {
  const found = await db.query<Row>(
    `SELECT ${columns} FROM bets WHERE game_type = $1 AND round_number = $2 AND status = $3 ORDER BY created_at`,
    [gameType, round, status],
  );
  return found.rows.map(toBet);
}
