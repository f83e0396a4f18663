import { PinnedChild } from '../lib/child';
import { cores, pinThreads } from '../lib/cpus';
import type { LatencySummary } from '../lib/latency';
import { adminCookie } from '../lib/players';
import { scheduleCrashPoints } from '../lib/rounds';
import type { ScenarioContext } from './context';
import { openWatchers, type WatchersPlace } from './watchers';

export interface FanoutSide extends WatchersPlace {
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

async function measure(httpUrl: string, clients: number, seconds: number, agentUrl?: string): Promise<FanoutSide> {
  const { watchers, open, failed, ms } = await openWatchers(httpUrl, clients, agentUrl);
  const { where } = watchers;
  try {
    if (open < clients) return { ...where, open, failed, connectMs: ms, error: `only ${open} of ${clients} sockets opened` };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { latency, delivered, open: stillOpen } = await watchers.ticks(seconds);
    return { ...where, open: stillOpen, failed, connectMs: ms, latency, delivered };
  } catch (error) {
    return { ...where, open, failed, connectMs: ms, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await watchers.close();
  }
}

/**
 * Scenario 1: tick fan-out to N anonymous watchers vs bare `ws`, each server on one core, the watchers on the
 * other core or on a load agent.
 */
export async function runFanout(context: ScenarioContext): Promise<FanoutRow[]> {
  const { stack, profile, log, watchersAgent } = context;
  await context.useClock(profile.liveClock);
  const admin = await adminCookie(stack.gatewayUrl);
  for (const gameType of ['crash', 'aviator']) await scheduleCrashPoints(stack.gatewayUrl, admin, gameType, 6, 40);
  const rows: FanoutRow[] = [];
  stack.pinServer(cores.server);
  pinThreads(process.pid, cores.load);
  try {
    for (const clients of profile.fanout.clients) {
      log(`fan-out: ${clients} watchers on the gateway`);
      const product = await measure(stack.gatewayUrl, clients, profile.fanout.seconds, watchersAgent);
      log(`fan-out: ${clients} watchers on a bare ws server`);
      const server = new PinnedChild<object, { port: number }>(new URL('../load/bare-ws-server.ts', import.meta.url), cores.server);
      try {
        // Watchers on a load agent reach it over the network, as they reach the gateway.
        const { port } = await server.ask({ kind: 'listen', host: watchersAgent ? '0.0.0.0' : '127.0.0.1' });
        rows.push({ clients, product, bare: await measure(`http://127.0.0.1:${port}`, clients, profile.fanout.seconds, watchersAgent) });
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
