import type { Queryable } from '@pkr/platform';
import { type AccountId, isUserAccount } from '../domain/accounts';
import type { EarlierTransfer, MoveToWrite } from '../domain/move-batch';
import type { PlayState } from '../domain/player-protection';
import type { PostedTransfer } from './transfers';

/** Every debit and credit runs these: prepared once per connection, as planning them costs more than running them. */
const prepared =
  <Row extends Record<string, unknown>>(client: Queryable, name: string) =>
  (text: string, values: unknown[]) =>
    client.query<Row>({ name: `wallet-${name}`, text, values });

/**
 * Serialises every request about the batch's ids until its transaction ends, as `lockTransferId` does for one:
 * taken in one order, so two batches never wait on each other in a cycle.
 */
export async function lockTransferIds(client: Queryable, ids: readonly string[]): Promise<void> {
  await prepared(client, 'lock-transfer-ids')(
    `SELECT pg_advisory_xact_lock(key)
       FROM (SELECT DISTINCT hashtext(id) AS key FROM unnest($1::text[]) AS id ORDER BY key) AS keys`,
    [ids],
  );
}

/** The players' accounts named by the text array `param`, locked in lock order, with their protection copies. */
const lockedPlayers = (param: string) =>
  `SELECT a.id, a.balance, p.date_of_birth_known, p.break_until, p.self_excluded_until
     FROM accounts a
     LEFT JOIN protection_copies p ON p.user_id = substr(a.id, 6)::uuid
    WHERE a.id = ANY(${param}::text[]) ORDER BY a.id COLLATE "C" FOR UPDATE OF a`;

/** What a batch decides on: the transfers already recorded under its ids, the ids voided before any transfer came, and its players. */
export interface BatchState {
  earlier: Map<string, EarlierTransfer>;
  voided: Set<string>;
  /** Each player's balance, locked until the batch commits. */
  balances: Map<AccountId, number>;
  /** Each player's protection copy, where auth has announced one. */
  playStates: Map<AccountId, PlayState>;
}

/**
 * Locks the players' accounts in lock order (by id, byte order as `lockOrder` sorts) and reads, in the same
 * statement, their balances and protection copies and what the ledger already holds under the batch's ids: one
 * round trip where these were two, as every bet and payout of the hot path needs all of it. The statement's
 * snapshot is taken after `lockTransferIds`, so every transfer another holder of those ids committed is in it;
 * each balance is the newest, as a row locked is read again once its lock is ours. An account that does not
 * exist yet is opened first, as one transfer's first touch opens it.
 */
export async function lockBatchState(client: Queryable, ids: readonly string[], accounts: readonly AccountId[]): Promise<BatchState> {
  const rows = await prepared<StateRow>(client, 'lock-batch-state')(
    `WITH players AS (${lockedPlayers('$2')}),
     earlier AS (
       SELECT ids.id, t.request_hash, t.debit_account, d.balance_after AS debit_after, c.balance_after AS credit_after,
              v.transfer_id IS NOT NULL AS voided
         FROM unnest($1::text[]) AS ids (id)
         LEFT JOIN transfers t ON t.id = ids.id
         LEFT JOIN entries d ON d.transfer_id = t.id AND d.account_id = t.debit_account
         LEFT JOIN entries c ON c.transfer_id = t.id AND c.account_id = t.credit_account
         LEFT JOIN voided_transfer_ids v ON v.transfer_id = ids.id
        WHERE t.id IS NOT NULL OR v.transfer_id IS NOT NULL)
     SELECT true AS player, id, balance, date_of_birth_known, break_until, self_excluded_until,
            NULL::text AS request_hash, NULL::text AS debit_account, NULL::bigint AS debit_after, NULL::bigint AS credit_after, false AS voided
       FROM players
     UNION ALL
     SELECT false, id, NULL, NULL, NULL, NULL, request_hash, debit_account, debit_after, credit_after, voided
       FROM earlier`,
    [ids, accounts],
  );
  const state: BatchState = { earlier: new Map(), voided: new Set(), balances: new Map(), playStates: new Map() };
  readPlayers(state, rows.rows.filter((row) => row.player));
  for (const row of rows.rows) {
    if (row.player) continue;
    if (row.request_hash !== null) {
      const playerBalanceAfter = isUserAccount(row.debit_account!) ? row.debit_after! : row.credit_after!;
      state.earlier.set(row.id, { requestHash: row.request_hash, playerBalanceAfter });
    }
    if (row.voided) state.voided.add(row.id);
  }
  const missing = accounts.filter((account) => !state.balances.has(account));
  if (missing.length > 0) {
    await client.query(`INSERT INTO accounts (id, kind) SELECT unnest($1::text[]), 'user' ON CONFLICT (id) DO NOTHING`, [missing]);
    readPlayers(state, (await lockPlayers(client, missing)).rows);
  }
  return state;
}

/** Players first seen by this batch, locked once their accounts are opened. */
function lockPlayers(client: Queryable, accounts: readonly AccountId[]) {
  return prepared<PlayerRow>(client, 'lock-new-players')(lockedPlayers('$1'), [accounts]);
}

function readPlayers(state: BatchState, rows: readonly PlayerRow[]): void {
  for (const row of rows) {
    state.balances.set(row.id, row.balance!);
    if (row.date_of_birth_known === null) continue;
    state.playStates.set(row.id, {
      dateOfBirthKnown: row.date_of_birth_known,
      breakUntil: row.break_until?.toISOString() ?? null,
      selfExcludedUntil: row.self_excluded_until?.toISOString() ?? null,
    });
  }
}

type PlayerRow = {
  id: string;
  balance: number | null;
  date_of_birth_known: boolean | null;
  break_until: Date | null;
  self_excluded_until: Date | null;
};

type StateRow = PlayerRow & {
  player: boolean;
  request_hash: string | null;
  debit_account: string | null;
  debit_after: number | null;
  credit_after: number | null;
  voided: boolean;
};

type WrittenRow = {
  transfer_id: string;
  account_id: string;
  seq: number;
  balance_after: number;
  created_at: Date;
};

/**
 * Writes the batch's moves in one statement: every transfer, each player's balance, the house balance once for
 * the whole batch, and both entries of every transfer in the order decided (so each account's entries grow in
 * the order its balance changed, the house's running balance included). The caller holds the players' locks;
 * the house row is locked by this statement until commit, one hold for the whole batch.
 */
export async function insertMoves(client: Queryable, house: AccountId, moves: readonly MoveToWrite[]): Promise<PostedTransfer[]> {
  const column = <T>(pick: (move: MoveToWrite) => T) => moves.map(pick);
  const result = await prepared<WrittenRow>(client, 'insert-moves')(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[],
                            $9::bigint[], $10::bigint[])
         WITH ORDINALITY AS i (id, debit, credit, amount, kind, memo, request_hash, player, change, player_after, ord)),
     recorded AS (
       INSERT INTO transfers (id, debit_account, credit_account, amount, kind, memo, actor_id, request_hash)
       SELECT id, debit, credit, amount, kind, memo, NULL, request_hash FROM input ORDER BY ord
       RETURNING created_at),
     players AS (
       UPDATE accounts SET balance = balance + moved.total
         FROM (SELECT player, sum(change) AS total FROM input GROUP BY player) AS moved
        WHERE accounts.id = moved.player),
     house AS (
       UPDATE accounts SET balance = balance - (SELECT sum(change) FROM input) WHERE id = $11
       RETURNING balance + (SELECT sum(change) FROM input) AS before),
     sides AS (
       SELECT ord, 0 AS side, id, player AS account_id, change AS amount, player_after AS balance_after FROM input
       UNION ALL
       SELECT ord, 1, id, $11, -change, (SELECT before FROM house) - sum(change) OVER (ORDER BY ord) FROM input)
     INSERT INTO entries (transfer_id, account_id, amount, balance_after)
     SELECT id, account_id, amount, balance_after FROM sides ORDER BY ord, side
     RETURNING transfer_id, account_id, seq, balance_after, (SELECT min(created_at) FROM recorded) AS created_at`,
    [
      column((move) => move.plan.id),
      column((move) => move.plan.debit),
      column((move) => move.plan.credit),
      column((move) => move.plan.amount),
      column((move) => move.plan.kind),
      column((move) => move.plan.memo),
      column((move) => move.hash),
      column((move) => move.player),
      column((move) => move.change),
      column((move) => move.balanceAfter),
      house,
    ],
  );
  const entries = new Map(result.rows.map((row) => [entryKey(row.transfer_id, row.account_id), row]));
  return moves.map((move) => postedOf(move, entries));
}

const entryKey = (transferId: string, account: AccountId) => `${account} ${transferId}`;

function postedOf(move: MoveToWrite, entries: ReadonlyMap<string, WrittenRow>): PostedTransfer {
  const side = (account: AccountId) => {
    const row = entries.get(entryKey(move.plan.id, account));
    if (!row) throw new Error(`transfer ${move.plan.id}: no entry written for ${account}`);
    return row;
  };
  const [debited, credited] = [side(move.plan.debit), side(move.plan.credit)];
  return {
    ...move.plan,
    requestHash: move.hash,
    debitBalanceAfter: debited.balance_after,
    creditBalanceAfter: credited.balance_after,
    debitSeq: debited.seq,
    creditSeq: credited.seq,
    createdAt: debited.created_at,
    fresh: true,
  };
}
