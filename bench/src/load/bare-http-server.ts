import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { debitAndRecord, FLOOR_CONNECTIONS, FLOOR_ENGINE_SUBJECT, FLOOR_REQUEST_TIMEOUT_MS, type FloorBatch, type FloorSending, turnBatcher } from './floor-batch';

/**
 * The HTTP baselines of the bet scenario, one process each:
 * - bare: a `node:http` server (no bus, no database, no session) that reads a bet's JSON body and answers a bet's
 *   JSON, as the gateway's money fast path does for every bet. Its CPU per call is the least any gateway on this
 *   stack pays to take a bet over HTTP.
 * - with a database: the same server debits each bet and records it in the raw loop's tables, a batch of bets in one
 *   statement (one round trip, one commit), held or sent at once as `floor-batch.ts` has it, and answers each bet
 *   when its batch has committed. This is the least a bet over HTTP can cost on this stack: one process, no
 *   hop, the fewest statements and commits, nothing else written.
 * - with a database behind NATS: the same server sends each batch in one request to the floor's engine, which
 *   has the floor's wallet debit them (`floor-hop.ts`): the least a bet costs through the architecture's hops.
 */
export interface ListenCommand {
  kind: 'listen';
  database?: { url: string; users: number; natsUrl?: string; sending: FloorSending };
}

const betReply = (amount: unknown, cookie: string) =>
  JSON.stringify({
    bet: { id: '00000000-0000-4000-8000-000000000000', gameType: 'crash', slot: 1, amount, autoCashout: null, status: 'active' },
    balance: 9_990,
    cookieLength: cookie.length,
  });

function answer(res: ServerResponse, status: number, reply: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(reply) });
  res.end(reply);
}

/** Where a batch of bets is written: to PostgreSQL in this process, or through the floor's engine over NATS. */
async function batchWriter(database: NonNullable<ListenCommand['database']>): Promise<(batch: FloorBatch) => Promise<string[]>> {
  if (!database.natsUrl) {
    const pool = new pg.Pool({ connectionString: database.url, max: FLOOR_CONNECTIONS });
    return (batch) => debitAndRecord(pool, batch);
  }
  const connection = await connect({ servers: database.natsUrl, name: 'bench-floor-gateway' });
  return async (batch) => {
    const reply = await connection.request(FLOOR_ENGINE_SUBJECT, JSON.stringify(batch), { timeout: FLOOR_REQUEST_TIMEOUT_MS });
    return JSON.parse(new TextDecoder().decode(reply.data)) as string[];
  };
}

async function listen({ database }: ListenCommand): Promise<number> {
  const writer = database && { users: database.users, take: turnBatcher(await batchWriter(database), database.sending) };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { amount?: unknown };
      const cookie = req.headers.cookie ?? '';
      const reply = betReply(body.amount ?? null, cookie);
      if (!writer) {
        answer(res, 200, reply);
        return;
      }
      // The generator's cookie ends in the player's index: the player's own row of the raw loop's users.
      const player = Number(/(\d+)$/.exec(cookie)?.[1] ?? 0);
      writer.take({ id: randomUUID(), user: 1 + (player % writer.users), amount: 1000 }, (taken) => answer(res, taken ? 200 : 409, reply));
    });
  });
  // As the gateway's: longer than the generator keeps an idle connection.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

process.on('message', (command: ListenCommand) => {
  listen(command).then(
    (port) => process.send?.({ kind: 'listening', port }),
    (error: unknown) => process.send?.({ kind: 'failed', error: String(error) }),
  );
});
