import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServiceBundles } from '../../infra/src/service-bundles';
import { parseArgs } from './cli';
import { PROFILE_DOC, writePerformanceDoc, writeProfileDoc } from './report/performance-doc';
import { type BenchResults, runBench } from './run-bench';

/** `npm run bench` (every scenario at full size), `-- --quick`, `-- --only fanout,bets`. */
const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const options = parseArgs(process.argv.slice(2), { outDir: join(benchDir, 'results') });
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

mkdirSync(options.outDir, { recursive: true });
const day = new Date().toISOString().slice(0, 10);
const file = join(options.outDir, options.profile.name === 'full' ? `${day}.json` : `${day}-${options.profile.name}.json`);
const doc = join(benchDir, '..', 'docs', 'performance.md');

/** Written after every scenario, so a run cut short keeps what it measured. */
function write(results: BenchResults): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  if (!options.writeDoc) return;
  const resultsFile = relative(join(benchDir, '..'), file);
  writePerformanceDoc(results, doc, resultsFile);
  writeProfileDoc(results, join(benchDir, '..', PROFILE_DOC), resultsFile);
}

// The services run from their bundles: built now, so the run measures the code as it is.
await buildServiceBundles();
const results = await runBench(options, log, write);
write(results);
log(`results in ${file}${options.writeDoc ? `, table in ${doc}` : ''}`);
process.exitCode = Object.keys(results.errors).length > 0 ? 1 : 0;
