import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { WebSocket, WebSocketServer } from 'ws';
import { type AgentMessage, type BenchMessage, watcherProcesses } from './agent-protocol';
import { WatcherGroup } from './watcher-group';

export interface WatcherAgentOptions {
  host: string;
  port: number;
  /** Watcher processes per bench connection, each pinned to a core of its own from the last core down. */
  processes: number;
  /** The addresses a bench may connect from: the agent opens thousands of sockets wherever it is told. */
  allow: string[];
  log(message: string): void;
  /** The clock its answers give, `Date.now` unless a test sets this machine's clock apart. */
  now?: () => number;
}

/** An address as a socket reports it, without the IPv4-in-IPv6 prefix. */
export const plainAddress = (address: string | undefined): string => (address ?? '').replace(/^::ffff:/, '');

/**
 * The load agent: on a second machine, it runs the watchers of the fan-out and crash-delivery scenarios for a
 * bench on the product's machine (`npm run bench -- --watchers ws://<agent>:7070`), so the watchers no longer
 * share the product's cores. Each bench connection gets its own watcher processes, stopped when it closes.
 */
export async function startWatcherAgent(options: WatcherAgentOptions): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((_request, response) => response.writeHead(426).end('The load agent speaks WebSocket only\n'));
  // Listening first: a WebSocket server would re-emit a failed listen as an error nobody hears.
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`The load agent cannot listen on ${options.host}:${options.port}: ${error.message}`)));
    server.listen(options.port, options.host, resolve);
  });
  const sockets = new WebSocketServer({
    server,
    perMessageDeflate: false,
    verifyClient: ({ req }: { req: IncomingMessage }) => options.allow.includes(plainAddress(req.socket.remoteAddress)),
  });
  sockets.on('connection', (socket, request) => serveBench(socket, plainAddress(request.socket.remoteAddress), options));
  const { port } = server.address() as AddressInfo;
  options.log(`load agent on ${options.host}:${port}, ${watcherProcesses(options.processes)} per bench, benches allowed from ${options.allow.join(', ')}`);
  return {
    port,
    async close() {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function serveBench(socket: WebSocket, benchAddress: string, options: WatcherAgentOptions): void {
  options.log(`bench ${benchAddress} connected`);
  const last = cpus().length - 1;
  const group = new WatcherGroup(Array.from({ length: options.processes }, (_, index) => String(Math.max(0, last - index))));
  const send = (message: AgentMessage) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));
  send({ kind: 'hello', benchAddress, processes: group.size });
  socket.on('error', () => undefined);
  socket.on('message', (data) => {
    const message = parsed(String(data));
    if (!message) {
      socket.close(1007, 'Not a bench message');
      return;
    }
    if (message.kind === 'clock') {
      send({ kind: 'clock', id: message.id, now: (options.now ?? Date.now)() });
      return;
    }
    group.ask(message.command).then(
      (reply) => send({ kind: 'reply', id: message.id, reply }),
      (error: unknown) => send({ kind: 'reply', id: message.id, reply: { kind: 'failed', error: error instanceof Error ? error.message : String(error) } }),
    );
  });
  socket.on('close', () => {
    options.log(`bench ${benchAddress} left`);
    void group.stop();
  });
}

function parsed(text: string): BenchMessage | undefined {
  try {
    const message = JSON.parse(text) as Partial<BenchMessage>;
    if (typeof message.id !== 'number') return undefined;
    if (message.kind === 'clock') return message as BenchMessage;
    return message.kind === 'command' && typeof message.command?.kind === 'string' ? (message as BenchMessage) : undefined;
  } catch {
    return undefined;
  }
}
