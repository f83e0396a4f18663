import type { RunReport } from './run-summary';
import { runVitest } from './vitest-report';

/** One Vitest process: its projects and how many files it runs at a time. */
interface PhaseRun {
  projects: string[];
  maxWorkers: number;
}

/** Vitest processes run one after another. */
type Lane = PhaseRun[];

/**
 * Every test project in two phases, one after another; the lanes of a phase start together. The whole-stack
 * suites come last so they have the machine's two cores to themselves.
 */
export const phases: Lane[][] = [
  [
    // The unit and front-end files keep both cores busy (89 s at 95 % on a quiet machine), so they run two at a
    // time; the front end's 5 s limits leave no room for a stack beside them. After them, the benchmark's check
    // and the two fault suites, three at a time: each stack has a nats-server of its own (the services fault
    // suite a PostgreSQL too), and they mostly wait on rounds and on faults to heal (57 % of the CPU, 126 s).
    [
      { projects: ['unit', 'frontend'], maxWorkers: 2 },
      { projects: ['bench', 'faults'], maxWorkers: 3 },
    ],
    // The integration files wait on timed game rounds: four at a time kept the CPU 15 % busy. Six at a time, beside
    // the lane above, they end with it.
    [{ projects: ['integration'], maxWorkers: 6 }],
  ],
  // One browser file that draws live rounds at a time, beside one file of the other whole-stack suites (among them
  // the browser files whose pages hold still, vitest.config.ts). Chromium drawing a live round on two pages takes
  // most of a core; two such files side by side, each with its stack, pushed the load average past 20 on two
  // cores, and a cold page then took over 15 s to draw, or a click missed its betting phase.
  [[{ projects: ['e2e-browser'], maxWorkers: 1 }], [{ projects: ['e2e'], maxWorkers: 1 }]],
];

/** The phase of the whole-stack suites: HTTP, WebSocket, security and the real browser. */
export const wholeStackPhase = phases[1]!;

/** What a phase's runs said together: their counts, failures and files, and the first failing exit status. */
export interface PhaseResult {
  status: number;
  /** Each run that ended without a summary, named by its projects. */
  unreported: string[];
  report: RunReport;
  seconds: number;
}

/** Starts the phase's lanes together, each run writing its summary to `${summaryPrefix}-L-N.json`, and adds up what they said. */
export async function runPhase(lanes: Lane[], summaryPrefix: string): Promise<PhaseResult> {
  const started = Date.now();
  const laneResults = await Promise.all(
    lanes.map(async (lane, laneIndex) => {
      const results = [];
      for (const [index, { projects, maxWorkers }] of lane.entries()) {
        const args = [...projects.flatMap((project) => ['--project', project]), '--maxWorkers', String(maxWorkers)];
        results.push({ projects, run: await runVitest(args, `${summaryPrefix}-${laneIndex}-${index}.json`) });
      }
      return results;
    }),
  );
  const report: RunReport = { passed: 0, failed: 0, skipped: 0, failures: [], files: [] };
  const unreported: string[] = [];
  const runs = laneResults.flat();
  for (const { projects, run } of runs) {
    if (!run.report) {
      unreported.push(`${projects.join(', ')}: no report (exit ${run.status})`);
      continue;
    }
    report.passed += run.report.passed;
    report.failed += run.report.failed;
    report.skipped += run.report.skipped;
    report.failures.push(...run.report.failures);
    report.files.push(...run.report.files);
  }
  report.files.sort((a, b) => b.seconds - a.seconds);
  const status = runs.find(({ run }) => run.status !== 0)?.run.status ?? 0;
  return { status, unreported, report, seconds: Math.round((Date.now() - started) / 1000) };
}
