import type { ClientsCommand, ClientsReply } from './ws-clients-protocol';

/** The port a load agent listens on unless told otherwise. */
export const AGENT_DEFAULT_PORT = 7070;

/** "1 watcher process", "4 watcher processes". */
export const watcherProcesses = (count: number) => `${count} watcher process${count === 1 ? '' : 'es'}`;

/**
 * What a load agent says on its control socket. Its first message is `hello`, with the address it sees the bench
 * at: the product runs there, so that is where its watchers connect.
 */
export type AgentMessage =
  | { kind: 'hello'; benchAddress: string; processes: number }
  | { kind: 'clock'; id: number; now: number }
  | { kind: 'reply'; id: number; reply: ClientsReply };

/** What the bench asks of a load agent: the time on its clock, or a command for its watchers. */
export type BenchMessage = { kind: 'clock'; id: number } | { kind: 'command'; id: number; command: ClientsCommand };
