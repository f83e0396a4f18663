// Loaded into each product process by the bench (NODE_OPTIONS=--import): every two seconds it appends the
// process's memory and event-loop delay to a file, so a soak can tell a flat process from a leaking one.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.BENCH_PROBE_DIR;
const entry = process.argv[1] ?? '';
const name = entry.includes('gateway') ? 'gateway' : (/services\/([^/]+)\//.exec(entry)?.[1] ?? 'other');
// A service's entry: its bundle (dist/main.js), or its TypeScript when started through tsx.
if (dir && /\/(dist\/main\.js|src\/main\.ts)$/.test(entry)) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${process.pid}.jsonl`);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    const memory = process.memoryUsage();
    const line = {
      at: Date.now(),
      name,
      rssMiB: Math.round(memory.rss / 1048576),
      heapUsedMiB: Math.round(memory.heapUsed / 1048576),
      loopDelayP99Ms: Math.round(delay.percentile(99) / 1e4) / 100,
      loopDelayMaxMs: Math.round(delay.max / 1e4) / 100,
    };
    delay.reset();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 2000).unref();
}
