import WebSocket from 'ws';
import type { AgentMessage, BenchMessage } from '../load/agent-protocol';
import type { ClientsCommand, ClientsReply } from '../load/ws-clients-protocol';
import { type ClockOffset, type ClockSample, clockOffset } from './clock-offset';

/** Clock exchanges at connection; the shortest round trip of them sets the offset. */
const CLOCK_SAMPLES = 40;

/** The bench's end of a load agent's control socket. */
export interface AgentLink {
  /** Where the agent sees this machine: the product's host, seen from the watchers. */
  benchAddress: string;
  processes: number;
  clock: ClockOffset;
  ask(command: ClientsCommand, timeoutMs?: number): Promise<ClientsReply>;
  close(): Promise<void>;
}

/** A bench message before it is numbered. */
type Unnumbered<Message> = Message extends unknown ? Omit<Message, 'id'> : never;

type Pending = { resolve(message: AgentMessage): void; reject(error: Error): void };

/** Connects to a load agent, reads its hello and measures how far its clock runs from this machine's. */
export async function connectAgent(url: string): Promise<AgentLink> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let hello: ((message: Extract<AgentMessage, { kind: 'hello' }>) => void) | undefined;
  const greeted = new Promise<Extract<AgentMessage, { kind: 'hello' }>>((resolve, reject) => {
    hello = resolve;
    socket.once('close', (code) => reject(new Error(`The load agent at ${url} closed its socket before its hello (${code})`)));
  });
  // Awaited once the socket is open; a socket that never opens fails with its own error first.
  greeted.catch(() => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));

  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as AgentMessage;
    if (message.kind === 'hello') return hello?.(message);
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  });
  socket.once('close', (code, reason) => {
    const error = new Error(`The load agent at ${url} closed its socket (${code} ${String(reason)})`);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', (error) => {
      const refused = error.message.includes('401');
      reject(new Error(refused ? `The load agent at ${url} refused this machine: start it with --allow <this machine's address>` : `No load agent answered at ${url}: ${error.message}`));
    });
  });
  socket.on('error', () => undefined);

  const exchange = (message: Unnumbered<BenchMessage>, timeoutMs: number) =>
    new Promise<AgentMessage>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`The load agent at ${url} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle = <Value>(finish: (value: Value) => void) => (value: Value) => {
        clearTimeout(timer);
        finish(value);
      };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      socket.send(JSON.stringify({ ...message, id }));
    });

  const { benchAddress, processes } = await greeted;
  const samples: ClockSample[] = [];
  for (let index = 0; index < CLOCK_SAMPLES; index++) {
    const sentAt = Date.now();
    const answer = await exchange({ kind: 'clock' }, 5_000);
    if (answer.kind === 'clock') samples.push({ sentAt, remoteNow: answer.now, receivedAt: Date.now() });
  }
  return {
    benchAddress,
    processes,
    clock: clockOffset(samples),
    async ask(command, timeoutMs = 600_000) {
      const answer = await exchange({ kind: 'command', command }, timeoutMs);
      if (answer.kind !== 'reply') throw new Error(`The load agent answered ${answer.kind} to a command`);
      if (answer.reply.kind === 'failed') throw new Error(`The load agent's watchers failed: ${answer.reply.error}`);
      return answer.reply;
    },
    async close() {
      socket.close(1000);
      await closed;
    },
  };
}
