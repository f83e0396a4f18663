import type { RunReport } from './run-summary';
import { runVitest } from './vitest-report';

/**
 * Runs every test project, the whole-stack suites last so they have the machine's two cores to themselves,
 * and ends with what each failed test saw, then each failed test named beside its first line of failure (last, so that
 * a log's tail names them all), then one plain summary line: "N passed, N failed, N skipped".
 */
const phases = [
  // Three files at a time on two cores: the integration suites mostly wait on game rounds (two at a time kept the
  // CPU 124 % busy of 200, and took 303 s where three take 246 s).
  ['--project', 'unit', '--project', 'integration', '--project', 'frontend', '--maxWorkers', '3'],
  ['--project', 'e2e'],
  // The benchmark's check and the two fault suites, three files at a time: each stack has a nats-server of its own
  // (the services fault suite a PostgreSQL too), and they mostly wait on rounds and on faults to heal (run one after
  // another they kept the CPU 19 to 38 % busy and took 303 s; side by side 57 % and 126 s).
  ['--project', 'bench', '--project', 'faults', '--maxWorkers', '3'],
];

/** One line a phase: its projects, its wall time, and its five slowest files, so a newcomer sees where time goes. */
function timingOf(args: string[], elapsedMs: number, report: RunReport | undefined): string {
  const projects = args.filter((_word, index) => args[index - 1] === '--project');
  const slowest = (report?.files ?? []).slice(0, 5).map(({ file, seconds }) => `${file} ${seconds} s`);
  return `${projects.join(', ')}: ${Math.round(elapsedMs / 1000)} s; slowest files: ${slowest.join(', ')}`;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const timings: string[] = [];
let status = 0;
for (const [index, projects] of phases.entries()) {
  const started = Date.now();
  const run = runVitest(projects, `test-results/summary-${index}.json`);
  timings.push(timingOf(projects, Date.now() - started, run.report));
  status ||= run.status;
  const { report } = run;
  if (!report) {
    failures.push(`${projects.filter((word) => word !== '--project').join(', ')}: no report (exit ${run.status})`);
    continue;
  }
  totals.passed += report.passed;
  totals.failed += report.failed;
  totals.skipped += report.skipped;
  failures.push(...report.failures);
}
console.log(`\n${timings.join('\n')}`);
const seen = failures.filter((failure) => failure.includes('\n'));
if (seen.length > 0) console.log(`\nwhat the failed tests saw:\n${seen.map((failure) => `  ${failure}`).join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((failure) => `  ${failure.split('\n')[0]}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
