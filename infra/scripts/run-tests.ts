import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Runs every test project, the whole-stack suites last so they have the machine's two cores to themselves,
 * and ends with one plain summary line: "N passed, N failed, N skipped".
 */
interface Counts {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const phases = [
  ['--project', 'unit', '--project', 'integration', '--project', 'frontend'],
  ['--project', 'e2e'],
  // The benchmark's own check loads the stack on purpose; fault injection pauses and kills processes. Each runs
  // alone, so no other suite's timing depends on it.
  ['--project', 'bench'],
  ['--project', 'faults'],
];

const totals = { passed: 0, failed: 0, skipped: 0 };
let status = 0;
for (const [index, projects] of phases.entries()) {
  const report = `test-results/vitest-${index}.json`;
  rmSync(report, { force: true });
  const run = spawnSync('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
  });
  status ||= run.status ?? 1;
  if (!existsSync(report)) continue;
  const counts = JSON.parse(readFileSync(report, 'utf8')) as Counts;
  totals.passed += counts.numPassedTests;
  totals.failed += counts.numFailedTests;
  totals.skipped += counts.numPendingTests + counts.numTodoTests;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
