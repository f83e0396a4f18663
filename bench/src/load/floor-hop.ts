import { connect, type Msg } from '@nats-io/transport-node';
import pg from 'pg';
import { debitAndRecord, FLOOR_CONNECTIONS, FLOOR_ENGINE_SUBJECT, FLOOR_REQUEST_TIMEOUT_MS, FLOOR_WALLET_SUBJECT, type FloorBatch } from './floor-batch';

/**
 * The engine or the wallet of the floor through the architecture's hops, in a process of its own: the least each
 * service of a bet does. The floor's server (`bare-http-server.ts`) sends a batch of bets to the engine in one
 * request; the engine asks the wallet to debit them all in one request, the wallet debits and records them in one
 * statement, then the engine records the debited bets in its own table in one statement and answers. Each service
 * commits its own rows once a batch, as the architecture's one database a service asks. The product's engine also
 * records its bets before the debit, so a crash between the two cannot keep a player's money without a bet; this
 * floor leaves that out. Batches cross the bus as plain JSON, checked by nothing.
 */
export type FloorHopCommand = { kind: 'serve'; role: 'engine' | 'wallet'; natsUrl: string; databaseUrl: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown) => encoder.encode(JSON.stringify(value));
const decode = <T>(data: Uint8Array) => JSON.parse(decoder.decode(data)) as T;

/** The engine's own record of a bet, in a table of its own: the wallet's rows are not its to read. */
async function engineTable(pool: pg.Pool): Promise<void> {
  await pool.query(`
    DROP TABLE IF EXISTS raw_round_bets;
    CREATE TABLE raw_round_bets (id UUID PRIMARY KEY, user_id INTEGER NOT NULL, amount BIGINT NOT NULL, created_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
}

async function recordDebited(pool: pg.Pool, batch: FloorBatch, debited: string[]): Promise<void> {
  const taken = new Set(debited);
  const kept = batch.ids.flatMap((id, index) => (taken.has(id) ? [index] : []));
  if (kept.length === 0) return;
  await pool.query('INSERT INTO raw_round_bets (id, user_id, amount) SELECT * FROM unnest($1::uuid[], $2::int[], $3::bigint[])', [
    kept.map((index) => batch.ids[index]),
    kept.map((index) => batch.users[index]),
    kept.map((index) => batch.amounts[index]),
  ]);
}

async function serve({ role, natsUrl, databaseUrl }: FloorHopCommand): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: FLOOR_CONNECTIONS });
  const connection = await connect({ servers: natsUrl, name: `bench-floor-${role}` });
  const handle =
    role === 'wallet'
      ? async (message: Msg) => debitAndRecord(pool, decode<FloorBatch>(message.data))
      : async (message: Msg) => {
          const batch = decode<FloorBatch>(message.data);
          const debited = decode<string[]>((await connection.request(FLOOR_WALLET_SUBJECT, message.data, { timeout: FLOOR_REQUEST_TIMEOUT_MS })).data);
          await recordDebited(pool, batch, debited);
          return debited;
        };
  if (role === 'engine') await engineTable(pool);
  connection.subscribe(role === 'wallet' ? FLOOR_WALLET_SUBJECT : FLOOR_ENGINE_SUBJECT, {
    callback: (_error, message) => {
      // A batch that fails is answered as taking none of its bets, as the floor's server counts them refused.
      handle(message).then(
        (taken) => message.respond(encode(taken)),
        () => message.respond(encode([])),
      );
    },
  });
  await connection.flush();
}

process.on('message', (command: FloorHopCommand) => {
  serve(command).then(
    () => process.send?.({ kind: 'serving' }),
    (error: unknown) => process.send?.({ kind: 'failed', error: String(error) }),
  );
});
process.on('SIGTERM', () => process.exit(0));
