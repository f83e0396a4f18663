import type { RunReport } from './run-summary';
import { runVitest } from './vitest-report';

/** One Vitest process: its projects and how many files it runs at a time. */
interface PhaseRun {
  projects: string[];
  maxWorkers: number;
}

/** Vitest processes run one after another; the lanes of a phase run side by side. */
type Lane = PhaseRun[];

const browser: PhaseRun = { projects: ['e2e-browser'], maxWorkers: 1 };
const wholeStack: PhaseRun = { projects: ['e2e'], maxWorkers: 1 };

/**
 * The whole-stack suites: HTTP, WebSocket, security and the real browser. One browser file at a time, beside one
 * file of the other whole-stack suites. Chromium drawing a live round on two pages takes most of a core; two browser
 * files side by side, each with its stack, pushed the load average past 20 on two cores, and a cold page then took
 * over 15 s to draw, or a click missed its betting phase.
 */
export const wholeStackPhase: Lane[] = [[browser], [wholeStack]];

/**
 * Every test project in two phases, one after another; the lanes of a phase start together.
 * - Three files at a time on two cores: the integration suites mostly wait on game rounds (two at a time kept the
 *   CPU 124 % busy of 200, and took 303 s where three take 246 s).
 * - The whole-stack suites, the browser's lane the longest (860 to 890 s in CI, against 414 s for the other
 *   whole-stack files). The benchmark's check and the two fault suites follow the other files in their lane, one file
 *   at a time, so they never add a second file's load beside the browser's: each stack has a nats-server of its own
 *   (the services fault suite a PostgreSQL too), and they mostly wait on rounds and on faults to heal (run one after
 *   another they kept the CPU 19 to 38 % busy). In a phase of their own they added 170 to 195 s to every run.
 */
export const phases: Lane[][] = [
  [[{ projects: ['unit', 'integration', 'frontend'], maxWorkers: 3 }]],
  [[browser], [wholeStack, { projects: ['bench', 'faults'], maxWorkers: 1 }]],
];

/** What a phase's runs said together: their counts, failures and files, and the first failing exit status. */
export interface PhaseResult {
  status: number;
  /** Each run that ended without a summary, named by its projects. */
  unreported: string[];
  report: RunReport;
  seconds: number;
}

/**
 * Starts the phase's lanes together, each running its Vitest processes one after another and writing their summaries
 * to `${summaryPrefix}-L-N.json`, and adds up what they said. A failing run does not stop the runs after it.
 */
export async function runPhase(lanes: Lane[], summaryPrefix: string): Promise<PhaseResult> {
  const started = Date.now();
  const runLane = async (lane: Lane, laneIndex: number) => {
    const results = [];
    for (const [index, { projects, maxWorkers }] of lane.entries()) {
      const args = [...projects.flatMap((project) => ['--project', project]), '--maxWorkers', String(maxWorkers)];
      results.push({ projects, ...(await runVitest(args, `${summaryPrefix}-${laneIndex}-${index}.json`)) });
    }
    return results;
  };
  const results = (await Promise.all(lanes.map(runLane))).flat();
  const report: RunReport = { passed: 0, failed: 0, skipped: 0, failures: [], files: [] };
  const unreported: string[] = [];
  for (const run of results) {
    if (!run.report) {
      unreported.push(`${run.projects.join(', ')}: no report (exit ${run.status})`);
      continue;
    }
    report.passed += run.report.passed;
    report.failed += run.report.failed;
    report.skipped += run.report.skipped;
    report.failures.push(...run.report.failures);
    report.files.push(...run.report.files);
  }
  report.files.sort((a, b) => b.seconds - a.seconds);
  const status = results.find((run) => run.status !== 0)?.status ?? 0;
  return { status, unreported, report, seconds: Math.round((Date.now() - started) / 1000) };
}
