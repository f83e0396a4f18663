import { afterEach, describe, expect, it } from 'vitest';
import { PinnedChild } from '../src/lib/child';
import { cores } from '../src/lib/cpus';
import { startWatcherAgent, type WatcherAgentOptions } from '../src/load/watcher-agent';
import { openWatchers, type Watchers } from '../src/scenarios/watchers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function agent(options: Partial<WatcherAgentOptions> = {}): Promise<string> {
  const started = await startWatcherAgent({ host: '127.0.0.1', port: 0, processes: 2, allow: ['127.0.0.1'], log: () => undefined, ...options });
  cleanups.push(() => started.close());
  return `ws://127.0.0.1:${started.port}`;
}

/** The fan-out baseline server, ticking every 100 ms: what the watchers time. */
async function bareServer(): Promise<string> {
  const server = new PinnedChild<object, { port: number }>(new URL('../src/load/bare-ws-server.ts', import.meta.url), cores.all);
  cleanups.push(() => server.stop());
  const { port } = await server.ask({ kind: 'listen', host: '127.0.0.1' });
  return `http://127.0.0.1:${port}`;
}

async function watchersOf(server: string, count: number, agentUrl: string): Promise<{ watchers: Watchers; open: number; failed: number }> {
  const opened = await openWatchers(server, count, agentUrl);
  cleanups.push(() => opened.watchers.close());
  return opened;
}

describe('watchers on a load agent', () => {
  it("opens the sockets across the agent's processes and times every tick as one watcher process would", { timeout: 60_000 }, async () => {
    const [server, agentUrl] = await Promise.all([bareServer(), agent()]);
    const { watchers, open, failed } = await watchersOf(server, 41, agentUrl);
    expect({ open, failed }).toEqual({ open: 41, failed: 0 });
    expect(watchers.where.watchersOn).toBe(`the load agent ${new URL(agentUrl).host} (2 watcher processes)`);
    // One machine, one clock: what the exchange finds is at most half its round trip.
    const clock = watchers.where.watchersClock;
    expect(Math.abs(clock?.offsetMs ?? Number.NaN)).toBeLessThanOrEqual((clock?.roundTripMs ?? 0) / 2 + 1);

    const ticks = await watchers.ticks(1);
    expect(ticks.open).toBe(41);
    expect(ticks.latency.count).toBeGreaterThanOrEqual(41 * 10);
    expect(ticks.delivered).toBeGreaterThan(0.9);
    expect(ticks.latency.p99).toBeLessThan(1000);
  });

  it("takes the agent's clock off every arrival, so a machine whose clock runs 5 s behind times ticks 5 s later", { timeout: 60_000 }, async () => {
    const [server, agentUrl] = await Promise.all([bareServer(), agent({ now: () => Date.now() - 5000 })]);
    const { watchers } = await watchersOf(server, 10, agentUrl);
    expect(watchers.where.watchersClock?.offsetMs).toBeLessThan(-4990);

    const { latency } = await watchers.ticks(1);
    expect(latency.count).toBeGreaterThan(0);
    expect(latency.p50).toBeGreaterThanOrEqual(5000);
    expect(latency.p50).toBeLessThan(6000);
  });

  it('refuses a bench from an address it was not told to let in, saying how to let it in', async () => {
    const agentUrl = await agent({ allow: ['10.9.9.9'] });
    await expect(openWatchers('http://127.0.0.1:1', 1, agentUrl)).rejects.toThrow(
      `The load agent at ${agentUrl} refused this machine: start it with --allow <this machine's address>`,
    );
  });

  it('says so when its port is taken, instead of failing later', async () => {
    const taken = Number(new URL(await agent()).port);
    await expect(agent({ port: taken })).rejects.toThrow(`The load agent cannot listen on 127.0.0.1:${taken}: listen EADDRINUSE`);
  });
});
