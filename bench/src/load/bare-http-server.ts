import { createServer } from 'node:http';

/**
 * The HTTP baseline of the bet scenario: a bare `node:http` server (no bus, no database, no session) that reads a
 * bet's JSON body and answers a bet's JSON, as the gateway's money fast path does for every bet. Its CPU per call
 * is the least any gateway on this stack pays to take a bet over HTTP.
 */
const betReply = (amount: unknown, cookie: string) =>
  JSON.stringify({
    bet: { id: '00000000-0000-4000-8000-000000000000', gameType: 'crash', slot: 1, amount, autoCashout: null, status: 'active' },
    balance: 9_990,
    cookieLength: cookie.length,
  });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { amount?: unknown };
    const reply = betReply(body.amount ?? null, req.headers.cookie ?? '');
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(reply) });
    res.end(reply);
  });
});
// As the gateway's: longer than the generator keeps an idle connection.
server.keepAliveTimeout = 65_000;

process.on('message', () => {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  });
});
