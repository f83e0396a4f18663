import { spawn } from 'node:child_process';
import { freePort } from '@pkr/platform/testing';
import { PinnedChild } from '../lib/child';
import { cores, pin } from '../lib/cpus';
import type { LatencySummary } from '../lib/latency';
import { waitForPort } from '../lib/ports';
import type { BusCommand, BusMode, BusReply } from '../load/bus-protocol';
import type { ScenarioContext } from './context';

export interface BusRow {
  inFlight: number;
  product: { perSecond: number; errors: number; latency: LatencySummary };
  bare: { perSecond: number; errors: number; latency: LatencySummary };
}

type BusChild = PinnedChild<BusCommand, BusReply>;
const busModule = new URL('../load/bus-process.ts', import.meta.url);

async function roundTrips(natsUrl: string, mode: BusMode, inFlight: number, seconds: number) {
  const responder: BusChild = new PinnedChild(busModule, cores.server);
  const requester: BusChild = new PinnedChild(busModule, cores.load);
  try {
    await responder.ask({ kind: 'serve', natsUrl, mode });
    const reply = await requester.ask({ kind: 'load', natsUrl, mode, inFlight, seconds });
    if (reply.kind !== 'loaded') throw new Error(`Unexpected answer ${reply.kind}`);
    return { perSecond: reply.perSecond, errors: reply.errors, latency: reply.latency };
  } finally {
    await Promise.all([responder.stop(), requester.stop()]);
  }
}

/**
 * Scenario 4: request/reply through the product's bus (JSON, contract parsing both ways, the envelope) vs a
 * bare NATS echo of the same bytes, on a nats-server of its own; responder and server on one core, requester
 * on the other.
 */
export async function runBus(context: ScenarioContext): Promise<BusRow[]> {
  const port = await freePort();
  const nats = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => nats.once('exit', () => resolve()));
  const natsUrl = `nats://127.0.0.1:${port}`;
  try {
    await waitForPort(port, nats);
    pin(nats.pid as number, cores.server);
    const rows: BusRow[] = [];
    for (const inFlight of context.profile.bus.inFlight) {
      context.log(`bus: ${inFlight} in flight`);
      const product = await roundTrips(natsUrl, 'product', inFlight, context.profile.bus.seconds);
      const bare = await roundTrips(natsUrl, 'bare', inFlight, context.profile.bus.seconds);
      rows.push({ inFlight, product, bare });
    }
    return rows;
  } finally {
    nats.kill('SIGTERM');
    await exited;
  }
}
