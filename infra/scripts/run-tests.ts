import { phases, runPhase } from './test-phases';

/**
 * Runs every test phase (infra/scripts/test-phases.ts), and ends with what each failed test saw, then each failed
 * test named beside its first line of failure (last, so that a log's tail names them all), then one plain summary
 * line: "N passed, N failed, N skipped".
 */
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const timings: string[] = [];
let status = 0;
for (const [index, lanes] of phases.entries()) {
  const { status: phaseStatus, unreported, report, seconds } = await runPhase(lanes, `test-results/summary-${index}`);
  // One line a phase: its projects, its wall time, and its five slowest files, so a newcomer sees where time goes.
  const slowest = report.files.slice(0, 5).map(({ file, seconds: fileSeconds }) => `${file} ${fileSeconds} s`);
  timings.push(`${lanes.flat().flatMap((run) => run.projects).join(', ')}: ${seconds} s; slowest files: ${slowest.join(', ')}`);
  status ||= phaseStatus;
  totals.passed += report.passed;
  totals.failed += report.failed;
  totals.skipped += report.skipped;
  failures.push(...unreported, ...report.failures);
}
console.log(`\n${timings.join('\n')}`);
const seen = failures.filter((failure) => failure.includes('\n'));
if (seen.length > 0) console.log(`\nwhat the failed tests saw:\n${seen.map((failure) => `  ${failure}`).join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((failure) => `  ${failure.split('\n')[0]}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
