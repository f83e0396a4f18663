import { PinnedChild } from '../lib/child';
import { Latencies } from '../lib/latency';
import type { ClientsCommand, ClientsReply } from './ws-clients-protocol';

type Reply<Kind extends ClientsReply['kind']> = Extract<ClientsReply, { kind: Kind }>;

/**
 * Watchers spread over several processes, one pinned to each CPU list given, each opening its share of the
 * sockets: their answers add up to one, as if a single process had watched every socket.
 */
export class WatcherGroup {
  private readonly processes: Array<PinnedChild<ClientsCommand, ClientsReply>>;

  constructor(cpuLists: string[]) {
    if (cpuLists.length === 0) throw new Error('A watcher group needs at least one CPU list');
    this.processes = cpuLists.map((cpuList) => new PinnedChild(new URL('./ws-clients.ts', import.meta.url), cpuList));
  }

  get size(): number {
    return this.processes.length;
  }

  async ask(command: ClientsCommand): Promise<ClientsReply> {
    const parts = this.processes.length;
    const replies = await Promise.all(
      this.processes.map((child, index) => child.ask(command.kind === 'connect' ? { ...command, count: shareOf(command.count, parts, index) } : command)),
    );
    return mergeReplies(replies);
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((child) => child.stop()));
  }
}

/** Part `index` of `count` sockets dealt over `parts` processes: the first ones take one more when it does not divide. */
export function shareOf(count: number, parts: number, index: number): number {
  return Math.floor(count / parts) + (index < count % parts ? 1 : 0);
}

/** The answers of the processes to one command, as one answer: counts summed, latency histograms merged. */
export function mergeReplies(replies: ClientsReply[]): ClientsReply {
  const [first] = replies;
  if (!first) throw new Error('No watcher process answered');
  const other = replies.find((reply) => reply.kind !== first.kind);
  if (other) throw new Error(`Watcher processes answered ${first.kind} and ${other.kind} to one command`);
  const sum = <Item>(items: Item[], of: (item: Item) => number) => items.reduce((total, item) => total + of(item), 0);
  const merged = (items: Array<{ latencies: string }>) => Latencies.merged(items.map((item) => item.latencies)).encoded();
  switch (first.kind) {
    case 'connected': {
      const all = replies as Array<Reply<'connected'>>;
      return { kind: 'connected', open: sum(all, (reply) => reply.open), failed: sum(all, (reply) => reply.failed), ms: Math.max(...all.map((reply) => reply.ms)) };
    }
    case 'ticks': {
      const all = replies as Array<Reply<'ticks'>>;
      return {
        kind: 'ticks',
        latencies: merged(all),
        open: sum(all, (reply) => reply.open),
        received: sum(all, (reply) => reply.received),
        expected: sum(all, (reply) => reply.expected),
        distinctTicks: Math.max(...all.map((reply) => reply.distinctTicks)),
      };
    }
    case 'crash': {
      const all = replies as Array<Reply<'crash'>>;
      return { kind: 'crash', latencies: merged(all), received: sum(all, (reply) => reply.received), open: sum(all, (reply) => reply.open) };
    }
    case 'closed':
    case 'failed':
      return first;
  }
}
