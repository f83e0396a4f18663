import { PinnedChild } from '../lib/child';
import { cores, cpuMeter, cpuMsPer, LOAD_GENERATOR } from '../lib/cpus';
import { call, playerConnection } from '../lib/http';
import { openLoop } from '../lib/open-loop';
import type { ListenCommand } from '../load/bare-http-server';
import type { FloorSending } from '../load/floor-batch';
import type { FloorHopCommand } from '../load/floor-hop';

export interface BareHttpResult {
  calls: number;
  rate: number;
  /**
   * The kept pass: its CPU per call, the bare server's and the generator's, in ms of one core; PostgreSQL's when
   * the server writes the bets, and the floor's engine's, wallet's and nats-server's when they go through them.
   */
  cpuMsPerCall: { server: number; postgres?: number; engine?: number; wallet?: number; 'nats-server'?: number; [LOAD_GENERATOR]: number };
  latency: { p50: number; p99: number };
}

/** The raw loop's tables the server writes the bets to, and PostgreSQL's postmaster to measure. */
export interface BareHttpDatabase {
  url: string;
  users: number;
  postgresPid: number | undefined;
  /** Whether the server holds its batches behind the one in flight, as the product's bets, or sends them at once, as its cash-outs. */
  sending: FloorSending;
  /** Through the floor's engine and wallet over this NATS (`../load/floor-hop.ts`), its server's pid measured. */
  hops?: { natsUrl: string; natsPid: number | undefined };
}

/** Passes of calls by every player before the one kept: they open the connections and warm the server. */
const WARM_UP_PASSES = 2;

type Hop = PinnedChild<FloorHopCommand, { kind: 'serving' }>;

/** Starts the floor's wallet and engine into `hops`, each serving once it has subscribed. */
async function startHops(natsUrl: string, databaseUrl: string, hops: Map<'engine' | 'wallet', Hop>): Promise<void> {
  for (const role of ['wallet', 'engine'] as const) {
    const hop: Hop = new PinnedChild(new URL('../load/floor-hop.ts', import.meta.url), cores.all);
    hops.set(role, hop);
    await hop.ask({ kind: 'serve', role, natsUrl, databaseUrl });
  }
}

const definedPids = (entries: Array<[string, number | undefined]>) => new Map(entries.filter((entry): entry is [string, number] => entry[1] !== undefined));

/**
 * The floor of a bet over HTTP on this stack: every player's keep-alive connection sends a bet's JSON to a bare
 * `node:http` server at `rate`, open loop, as the bet levels send it to the gateway; what the server spends a call
 * is set beside the gateway's CPU per bet. Given a database, the server also debits and records each bet there, a
 * batch in one statement (`../load/bare-http-server.ts`): the floor of a whole bet, set beside the product's;
 * given hops too, it does so through the floor's engine and wallet over NATS: the floor of the architecture's bet.
 */
export async function bareHttpBets(players: number, rate: number, database?: BareHttpDatabase): Promise<BareHttpResult> {
  const server = new PinnedChild<ListenCommand, { port: number }>(new URL('../load/bare-http-server.ts', import.meta.url), cores.all);
  const connections = Array.from({ length: players }, (_, index) => ({ agent: playerConnection(), cookie: `pkr_session=${'s'.repeat(180)}${index}` }));
  const hops = new Map<'engine' | 'wallet', Hop>();
  try {
    if (database?.hops) await startHops(database.hops.natsUrl, database.url, hops);
    const { port } = await server.ask({ kind: 'listen', ...(database && { database: { url: database.url, users: database.users, natsUrl: database.hops?.natsUrl, sending: database.sending } }) });
    const baseUrl = `http://127.0.0.1:${port}`;
    const measured = definedPids([
      ['server', server.pid],
      ['postgres', database?.postgresPid],
      ...[...hops].map(([role, hop]): [string, number] => [role, hop.pid]),
      ['nats-server', database?.hops?.natsPid],
    ]);
    const pass = async (): Promise<BareHttpResult> => {
      const cpu = cpuMeter(measured);
      const run = await openLoop(connections, rate, async ({ agent, cookie }) => {
        const answer = await call(baseUrl, 'POST', '/api/bet', { amount: 10, gameType: 'crash' }, cookie, agent);
        return answer.status === 200 ? { ok: true } : { ok: false, reason: String(answer.status) };
      });
      const perCall = cpuMsPer(cpu(), run.ok);
      const byProcess = Object.fromEntries([...measured.keys()].map((name) => [name, perCall[name] ?? 0]));
      const cpuMsPerCall = { server: 0, ...byProcess, [LOAD_GENERATOR]: perCall[LOAD_GENERATOR] ?? 0 };
      return { calls: run.ok, rate, cpuMsPerCall, latency: { p50: run.latency.p50, p99: run.latency.p99 } };
    };
    for (let warmUp = 0; warmUp < WARM_UP_PASSES; warmUp += 1) await pass();
    return await pass();
  } finally {
    for (const { agent } of connections) agent.destroy();
    await server.stop();
    for (const hop of hops.values()) await hop.stop();
  }
}
