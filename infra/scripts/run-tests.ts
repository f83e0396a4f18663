import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Runs every test project and ends with one plain summary line: "N passed, N failed, N skipped". */
const report = 'test-results/vitest.json';
rmSync(report, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  console.log(`\n${result.numPassedTests} passed, ${result.numFailedTests} failed, ${result.numPendingTests + result.numTodoTests} skipped`);
}
process.exit(run.status ?? 1);
