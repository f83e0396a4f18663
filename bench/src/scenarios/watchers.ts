import { type AgentLink, connectAgent } from '../lib/agent-link';
import type { ClockOffset } from '../lib/clock-offset';
import { cores } from '../lib/cpus';
import { Latencies, type LatencySummary } from '../lib/latency';
import { watcherProcesses } from '../load/agent-protocol';
import { WatcherGroup } from '../load/watcher-group';
import type { ClientsCommand, ClientsReply } from '../load/ws-clients-protocol';

export interface TickWatch {
  latency: LatencySummary;
  open: number;
  /** Ticks received over ticks sent times open sockets: below 1 when slow sockets skip ticks. */
  delivered: number;
}

export interface CrashWatch {
  latency: LatencySummary;
  received: number;
  open: number;
}

/** Where a scenario's watchers ran, as its results record it. */
export interface WatchersPlace {
  /** This machine's load core or a load agent, as the report names it. */
  watchersOn: string;
  /** On a load agent, how far its clock ran ahead of this machine's, subtracted from every arrival. */
  watchersClock?: ClockOffset;
}

/** Open watchers: anonymous `/ws` clients timing what the product sends them, on this machine or a load agent. */
export interface Watchers {
  readonly where: WatchersPlace;
  ticks(seconds: number): Promise<TickWatch>;
  crash(gameType: string, round: number, timeoutMs: number): Promise<CrashWatch>;
  close(): Promise<void>;
}

interface Placed {
  ask(command: ClientsCommand): Promise<ClientsReply>;
  stop(): Promise<void>;
  /** The server's URL as the watchers reach it. */
  urlOf(httpUrl: string): string;
  where: WatchersPlace;
}

function onLoadCore(): Placed {
  const group = new WatcherGroup([cores.load]);
  return { ask: (command) => group.ask(command), stop: () => group.stop(), urlOf: (url) => url, where: { watchersOn: `this machine, core ${cores.load}` } };
}

function onAgent(agentUrl: string, agent: AgentLink): Placed {
  return {
    ask: (command) => agent.ask(command),
    stop: () => agent.close(),
    urlOf(httpUrl) {
      const url = new URL(httpUrl);
      url.hostname = agent.benchAddress.includes(':') ? `[${agent.benchAddress}]` : agent.benchAddress;
      return url.toString().replace(/\/$/, '');
    },
    where: { watchersOn: `the load agent ${new URL(agentUrl).host} (${watcherProcesses(agent.processes)})`, watchersClock: agent.clock },
  };
}

/**
 * Opens `count` watchers of the server at `httpUrl`: on this machine's load core, or on the load agent at
 * `agentUrl` (`npm run agent` on a second machine). They stay open until `close`.
 */
export async function openWatchers(httpUrl: string, count: number, agentUrl?: string): Promise<{ watchers: Watchers; open: number; failed: number; ms: number }> {
  const placed = agentUrl ? onAgent(agentUrl, await connectAgent(agentUrl)) : onLoadCore();
  const expect = async <Kind extends ClientsReply['kind']>(command: ClientsCommand, kind: Kind) => {
    const reply = await placed.ask(command);
    if (reply.kind !== kind) throw new Error(`The watchers answered ${reply.kind} to ${command.kind}`);
    return reply as Extract<ClientsReply, { kind: Kind }>;
  };
  const watchers: Watchers = {
    where: placed.where,
    async ticks(seconds) {
      const reply = await expect({ kind: 'ticks', seconds }, 'ticks');
      const delivered = reply.expected === 0 ? 0 : Math.round((reply.received / reply.expected) * 1000) / 1000;
      return { latency: Latencies.merged([reply.latencies]).summary(), open: reply.open, delivered };
    },
    async crash(gameType, round, timeoutMs) {
      const reply = await expect({ kind: 'crash', gameType, round, timeoutMs }, 'crash');
      return { latency: Latencies.merged([reply.latencies]).summary(), received: reply.received, open: reply.open };
    },
    async close() {
      await placed.ask({ kind: 'close' }).catch(() => undefined);
      await placed.stop();
    },
  };
  try {
    const url = `${placed.urlOf(httpUrl).replace(/^http/, 'ws')}/ws`;
    const reply = await expect({ kind: 'connect', url, origin: new URL(httpUrl).origin, count, batch: 250, clockOffsetMs: placed.where.watchersClock?.offsetMs ?? 0 }, 'connected');
    return { watchers, open: reply.open, failed: reply.failed, ms: reply.ms };
  } catch (error) {
    await placed.stop();
    throw error;
  }
}
