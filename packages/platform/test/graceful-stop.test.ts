import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { NatsBus } from '../src/index';

const platformSource = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** A service process with one slow endpoint, stopped the way every service is: runMain + SIGTERM. */
const serviceScript = (natsUrl: string, subject: string) => `
  import { connectBus, createLogger, runMain } from ${JSON.stringify(platformSource)};
  const logger = createLogger('slow-service', 'silent');
  const stopping = new Promise((resolve) => process.once('SIGTERM', resolve));
  await runMain(logger, async () => {
    const bus = await connectBus(${JSON.stringify(natsUrl)}, 'slow-service', logger);
    bus.subscribe(${JSON.stringify(subject)}, async (payload, delivery) => {
      console.log('handling');
      // The work of a slow request, still running when SIGTERM arrives: it ends only after the signal, and a
      // moment more, so the answer can only come from a process already stopping.
      await stopping;
      await new Promise((resolve) => setTimeout(resolve, 200));
      delivery.respond({ finished: payload });
    }, { queue: 'slow' });
    await bus.flush();
    console.log('ready');
    return { stop: () => bus.drain() };
  });
`;

describe('a service stopped with SIGTERM', () => {
  const buses: NatsBus[] = [];
  afterAll(async () => Promise.all(buses.map((bus) => bus.drain())));

  it('finishes the request in flight, answers it, then exits 0', async () => {
    const natsUrl = inject('natsUrl');
    const subject = `graceful.${process.pid}.slow`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', serviceScript(natsUrl, subject)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const said = (word: string) => new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes(word) && resolve()));
    const handling = said('handling');
    await said('ready');

    const client = await NatsBus.connect(natsUrl, 'graceful-client');
    buses.push(client);
    const answer = client.request(subject, 'bet-42', { timeoutMs: 5_000 });
    await handling;
    child.kill('SIGTERM');

    await expect(answer).resolves.toEqual({ finished: 'bet-42' });
    expect(await exited).toBe(0);
  });
});
