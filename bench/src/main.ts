import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './cli';
import { writePerformanceDoc } from './report/performance-doc';
import { runBench } from './run-bench';

/** `npm run bench` (every scenario, the sizes), `-- --quick`, `-- --only fanout,bets`. */
const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const options = parseArgs(process.argv.slice(2), { outDir: join(benchDir, 'results') });
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const results = await runBench(options, log);
mkdirSync(options.outDir, { recursive: true });
const day = results.startedAt.slice(0, 10);
const file = join(options.outDir, options.profile.name === 'full' ? `${day}.json` : `${day}-${options.profile.name}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`results in ${file}`);
if (options.writeDoc) log(`table in ${writePerformanceDoc(results, join(benchDir, '..', 'docs', 'performance.md'), relative(join(benchDir, '..'), file))}`);
process.exitCode = Object.keys(results.errors).length > 0 ? 1 : 0;
