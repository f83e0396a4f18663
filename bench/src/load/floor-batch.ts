import type pg from 'pg';

/**
 * The bets of the floor's baselines (`bare-http-server.ts`, `floor-hop.ts`): how the bets are gathered into batches,
 * how a batch crosses NATS, and the one statement that debits and records a batch.
 */
export interface FloorBet {
  id: string;
  user: number;
  amount: number;
}

/** A batch as it crosses the bus: one array a field, the least JSON a batch of bets can be. */
export interface FloorBatch {
  ids: string[];
  users: number[];
  amounts: number[];
}

export const toFloorBatch = (bets: FloorBet[]): FloorBatch => ({ ids: bets.map((bet) => bet.id), users: bets.map((bet) => bet.user), amounts: bets.map((bet) => bet.amount) });

/** The subjects of the floor's engine and wallet, and how long a hop waits for the next one's answer. */
export const FLOOR_ENGINE_SUBJECT = 'bench.floor.engine';
export const FLOOR_WALLET_SUBJECT = 'bench.floor.wallet';
export const FLOOR_REQUEST_TIMEOUT_MS = 5_000;

/**
 * How the floor's server sends its batches, in the product's two shapes. `held`: one batch in flight, the bets that
 * come meanwhile waiting to go together as the next, as the product's gateway holds a game's bets behind its last
 * message to the engine. `at-once`: each turn's bets sent at the turn's end whatever is in flight, as the product
 * sends its cash-outs, which are priced when the engine handles them and so are never held.
 */
export type FloorSending = 'held' | 'at-once';

/** Connections of each floor process to PostgreSQL: enough for the batches that `at-once` keeps in flight. */
export const FLOOR_CONNECTIONS = 8;

/**
 * Every bet of a batch in one statement: the players' debits (a balance that cannot pay refuses the player's bets)
 * and the bets' rows in the raw loop's tables. A player bets once a pass, so two batches in flight never touch one
 * row and take no locks in each other's way. Answers the ids taken.
 */
export async function debitAndRecord(pool: pg.Pool, batch: FloorBatch): Promise<string[]> {
  const taken = await pool.query<{ id: string }>(
    `WITH input AS (SELECT * FROM unnest($1::uuid[], $2::int[], $3::bigint[]) AS i (id, user_id, amount)),
     debited AS (
       UPDATE raw_users u SET balance = u.balance - d.total
         FROM (SELECT user_id, sum(amount) AS total FROM input GROUP BY user_id) AS d
        WHERE u.id = d.user_id AND u.balance >= d.total
       RETURNING u.id)
     INSERT INTO raw_bets (id, user_id, amount) SELECT i.id, i.user_id, i.amount FROM input i JOIN debited ON debited.id = i.user_id
     RETURNING id`,
    [batch.ids, batch.users, batch.amounts],
  );
  return taken.rows.map((row) => row.id);
}

/**
 * Gathers the bets of each turn of the event loop into a batch and hands it to `write` at the turn's end; `held`,
 * only while no batch is in flight, so those that come while one is go together when it is answered. Each bet is
 * settled with whether `write` answered its id as taken.
 */
export function turnBatcher(write: (batch: FloorBatch) => Promise<string[]>, sending: FloorSending): (bet: FloorBet, settle: (taken: boolean) => void) => void {
  const maxInFlight = sending === 'held' ? 1 : Number.POSITIVE_INFINITY;
  const waiting: Array<{ bet: FloorBet; settle: (taken: boolean) => void }> = [];
  let inFlight = 0;
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, waiting.length);
      inFlight += 1;
      write(toFloorBatch(batch.map((each) => each.bet)))
        .then(
          (ids) => {
            const taken = new Set(ids);
            for (const { bet, settle } of batch) settle(taken.has(bet.id));
          },
          () => {
            for (const { settle } of batch) settle(false);
          },
        )
        .finally(() => {
          inFlight -= 1;
          flush();
        });
    }
  };
  return (bet, settle) => {
    waiting.push({ bet, settle });
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  };
}
