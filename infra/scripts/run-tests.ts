import type { RunReport } from './run-summary';
import { runVitest } from './vitest-report';

/**
 * Runs every test project in two lanes side by side, and ends with each failed test named beside its first line of
 * failure and what it saw, then one plain summary line: "N passed, N failed, N skipped".
 *
 * Most files of every suite wait on game rounds, on services starting and on faults healing rather than compute:
 * a whole-stack file keeps about a fifth to a half of one core busy. One lane runs the end-to-end, browser and
 * security suites, two files at a time; the other runs the unit, integration and front-end suites, then the
 * benchmark's check beside the two fault suites, three files at a time. Each run has its own PostgreSQL and
 * nats-server (the global setup), and each whole stack a nats-server of its own, so no lane hears another's.
 * Each lane's lines start with its name.
 */
const lanes: { name: string; runs: string[][] }[] = [
  { name: 'e2e', runs: [['--project', 'e2e']] },
  {
    name: 'suites',
    runs: [
      // The integration suites mostly wait on game rounds: three files at a time take 246 s where two took 303 s.
      ['--project', 'unit', '--project', 'integration', '--project', 'frontend', '--maxWorkers', '3'],
      // Each of these stacks has a nats-server of its own (the services fault suite a PostgreSQL too): one after
      // another they kept the CPU 19 to 38 % busy for 303 s, side by side 57 % for 126 s.
      ['--project', 'bench', '--project', 'faults', '--maxWorkers', '3'],
    ],
  },
];

interface LaneResult {
  status: number;
  reports: RunReport[];
  missing: string[];
}

/** The projects a run's arguments name. */
const projectsOf = (args: string[]) => args.filter((_, index) => args[index - 1] === '--project');

/** Runs a lane's runs one after another, each printing its lines behind the lane's name. */
async function runLane({ name, runs }: (typeof lanes)[number]): Promise<LaneResult> {
  const result: LaneResult = { status: 0, reports: [], missing: [] };
  for (const [index, args] of runs.entries()) {
    const run = await runVitest(args, `test-results/summary-${name}-${index}.json`, { prefix: `[${name}]` });
    result.status ||= run.status;
    if (run.report) result.reports.push(run.report);
    else result.missing.push(`${projectsOf(args).join(', ')}: no report (exit ${run.status})`);
  }
  return result;
}

const results = await Promise.all(lanes.map(runLane));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
for (const { reports, missing } of results) {
  failures.push(...missing);
  for (const report of reports) {
    totals.passed += report.passed;
    totals.failed += report.failed;
    totals.skipped += report.skipped;
    failures.push(...report.failures);
  }
}
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.find((result) => result.status !== 0)?.status ?? 0);
