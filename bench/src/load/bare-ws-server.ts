import { createServer } from 'node:http';
import { multiplierHundredthsAt } from '@pkr/contracts';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The fan-out baseline: a bare `ws` server (no bus, no gateway) that broadcasts the product's tick frames,
 * byte for byte the same shape, for both games every TICK_MS, one shared buffer per tick, no compression.
 */
const tickMs = Number(process.env.TICK_MS ?? 100);
const games = ['crash', 'aviator'] as const;
const startedAt = Date.now();
const round = 1;

const server = createServer();
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.on('error', () => undefined);
  for (const gameType of games) ws.send(JSON.stringify({ type: 'new_game', gameType, round, gameId: round, startedAt }));
});

// Each game ticks on a timer of its own at a phase of its own, as the engine's round loops do, and a tick is
// stamped with the moment it was due: a tick that comes due while the other game's frame is being sent counts
// its wait, as the engine's ticks do in the gateway (the engine, in a process of its own, stamps on time).
function tickEvery(gameType: (typeof games)[number], due: number): void {
  setTimeout(() => {
    const elapsedMs = due - startedAt;
    const frame = Buffer.from(
      JSON.stringify({ type: 'game_tick', gameType, multiplier: multiplierHundredthsAt(elapsedMs % 30_000) / 100, round, elapsedMs }),
    );
    for (const ws of wss.clients) if (ws.readyState === WebSocket.OPEN) ws.send(frame, { binary: false });
    tickEvery(gameType, due + tickMs);
  }, due - Date.now());
}
for (const gameType of games) tickEvery(gameType, Date.now() + Math.random() * tickMs);

process.on('message', ({ host }: { host: string }) => {
  server.listen(0, host, () => {
    const address = server.address();
    process.send?.({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  });
});
process.on('SIGTERM', () => process.exit(0));
