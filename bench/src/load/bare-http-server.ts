import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

/**
 * The HTTP baselines of the bet scenario, one process each:
 * - bare: a `node:http` server (no bus, no database, no session) that reads a bet's JSON body and answers a bet's
 *   JSON, as the gateway's money fast path does for every bet. Its CPU per call is the least any gateway on this
 *   stack pays to take a bet over HTTP.
 * - with a database: the same server debits each bet and records it in the raw loop's tables, the bets of one turn
 *   of the event loop in one statement (one round trip, one commit), a few such batches at a time, and answers each
 *   bet when its batch has committed. This is the least a bet over HTTP can cost on this stack: one process, no
 *   hop, the fewest statements and commits, nothing else written.
 */
export interface ListenCommand {
  kind: 'listen';
  database?: { url: string; users: number };
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

interface Bet {
  id: string;
  user: number;
  amount: number;
  settle(taken: boolean): void;
}

/** Batches written at once, as the product's wallet keeps a few in flight. */
const BATCHES_IN_FLIGHT = 4;

/**
 * Every bet waiting when the turn ends goes in one statement: the players' debits (a balance that cannot pay
 * refuses the player's bets) and the bets' rows. A player bets once a pass, so two batches in flight never touch
 * one row and take no locks in each other's way.
 */
function batchedWriter(pool: pg.Pool): (bet: Bet) => void {
  const waiting: Bet[] = [];
  let inFlight = 0;
  let scheduled = false;
  const write = async (batch: Bet[]) => {
    const taken = await pool.query<{ id: string }>(
      `WITH input AS (SELECT * FROM unnest($1::uuid[], $2::int[], $3::bigint[]) AS i (id, user_id, amount)),
       debited AS (
         UPDATE raw_users u SET balance = u.balance - d.total
           FROM (SELECT user_id, sum(amount) AS total FROM input GROUP BY user_id) AS d
          WHERE u.id = d.user_id AND u.balance >= d.total
         RETURNING u.id)
       INSERT INTO raw_bets (id, user_id, amount) SELECT i.id, i.user_id, i.amount FROM input i JOIN debited ON debited.id = i.user_id
       RETURNING id`,
      [batch.map((bet) => bet.id), batch.map((bet) => bet.user), batch.map((bet) => bet.amount)],
    );
    const ids = new Set(taken.rows.map((row) => row.id));
    for (const bet of batch) bet.settle(ids.has(bet.id));
  };
  const flush = () => {
    scheduled = false;
    while (inFlight < BATCHES_IN_FLIGHT && waiting.length > 0) {
      const batch = waiting.splice(0, waiting.length);
      inFlight += 1;
      write(batch)
        .catch(() => {
          for (const bet of batch) bet.settle(false);
        })
        .finally(() => {
          inFlight -= 1;
          flush();
        });
    }
  };
  return (bet) => {
    waiting.push(bet);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

function listen({ database }: ListenCommand): void {
  const writer = database && { users: database.users, take: batchedWriter(new pg.Pool({ connectionString: database.url, max: BATCHES_IN_FLIGHT })) };
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
      writer.take({ id: randomUUID(), user: 1 + (player % writer.users), amount: 1000, settle: (taken) => answer(res, taken ? 200 : 409, reply) });
    });
  });
  // As the gateway's: longer than the generator keeps an idle connection.
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  });
}

process.on('message', (command: ListenCommand) => listen(command));
