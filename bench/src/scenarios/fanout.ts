import { PinnedChild } from '../lib/child';
import { cores, pinThreads } from '../lib/cpus';
import type { LatencySummary } from '../lib/latency';
import { adminCookie } from '../lib/players';
import { scheduleCrashPoints } from '../lib/rounds';
import type { ScenarioContext } from './context';
import { closeWatchers, openWatchers } from './watchers';

export interface FanoutSide {
  open: number;
  failed: number;
  connectMs: number;
  latency?: LatencySummary;
  /** Ticks received over ticks sent times open sockets: below 1 when slow sockets skip ticks. */
  delivered?: number;
  error?: string;
}

export interface FanoutRow {
  clients: number;
  product: FanoutSide;
  bare: FanoutSide;
}

async function measure(httpUrl: string, clients: number, seconds: number): Promise<FanoutSide> {
  const { watchers, open, failed, ms } = await openWatchers(httpUrl, clients);
  try {
    if (open < clients) return { open, failed, connectMs: ms, error: `only ${open} of ${clients} sockets opened` };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const reply = await watchers.ask({ kind: 'ticks', seconds });
    if (reply.kind !== 'ticks') throw new Error(`Unexpected answer ${reply.kind}`);
    return { open: reply.open, failed, connectMs: ms, latency: reply.latency, delivered: Math.round(reply.delivered * 1000) / 1000 };
  } catch (error) {
    return { open, failed, connectMs: ms, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await closeWatchers(watchers);
  }
}

/** Scenario 1: tick fan-out to N anonymous watchers, product on one core, watchers on the other, vs bare `ws`. */
export async function runFanout(context: ScenarioContext): Promise<FanoutRow[]> {
  const { stack, profile, log } = context;
  await context.useClock(profile.liveClock);
  const admin = await adminCookie(stack.gatewayUrl);
  for (const gameType of ['crash', 'aviator']) await scheduleCrashPoints(stack.gatewayUrl, admin, gameType, 6, 40);
  const rows: FanoutRow[] = [];
  stack.pinServer(cores.server);
  pinThreads(process.pid, cores.load);
  try {
    for (const clients of profile.fanout.clients) {
      log(`fan-out: ${clients} watchers on the gateway`);
      const product = await measure(stack.gatewayUrl, clients, profile.fanout.seconds);
      log(`fan-out: ${clients} watchers on a bare ws server`);
      const server = new PinnedChild<object, { port: number }>(new URL('../load/bare-ws-server.ts', import.meta.url), cores.server);
      try {
        const { port } = await server.ask({ kind: 'listen' });
        rows.push({ clients, product, bare: await measure(`http://127.0.0.1:${port}`, clients, profile.fanout.seconds) });
      } finally {
        await server.stop();
      }
    }
  } finally {
    stack.pinServer(cores.all);
    pinThreads(process.pid, cores.all);
  }
  return rows;
}
