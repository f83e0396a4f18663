import type { RunReport } from './run-summary';
import { runVitest } from './vitest-report';

/** One Vitest process: its projects and how many files it runs at a time. */
interface PhaseRun {
  projects: string[];
  maxWorkers: number;
}

/**
 * Every test project in three phases, one after another; the runs of a phase start together. The whole-stack
 * suites come last so they have the machine's two cores to themselves.
 */
export const phases: PhaseRun[][] = [
  // Three files at a time on two cores: the integration suites mostly wait on game rounds (two at a time kept the
  // CPU 124 % busy of 200, and took 303 s where three take 246 s).
  [{ projects: ['unit', 'integration', 'frontend'], maxWorkers: 3 }],
  // One browser file at a time, beside one file of the other whole-stack suites. Chromium drawing a live round on
  // two pages takes most of a core; two browser files side by side, each with its stack, pushed the load average
  // past 20 on two cores, and a cold page then took over 15 s to draw, or a click missed its betting phase.
  [
    { projects: ['e2e-browser'], maxWorkers: 1 },
    { projects: ['e2e'], maxWorkers: 1 },
  ],
  // The benchmark's check and the two fault suites, three files at a time: each stack has a nats-server of its own
  // (the services fault suite a PostgreSQL too), and they mostly wait on rounds and on faults to heal (run one after
  // another they kept the CPU 19 to 38 % busy and took 303 s; side by side 57 % and 126 s).
  [{ projects: ['bench', 'faults'], maxWorkers: 3 }],
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

/** Starts the phase's runs together, each writing its summary to `${summaryPrefix}-N.json`, and adds up what they said. */
export async function runPhase(runs: PhaseRun[], summaryPrefix: string): Promise<PhaseResult> {
  const started = Date.now();
  const results = await Promise.all(
    runs.map(({ projects, maxWorkers }, index) =>
      runVitest([...projects.flatMap((project) => ['--project', project]), '--maxWorkers', String(maxWorkers)], `${summaryPrefix}-${index}.json`),
    ),
  );
  const report: RunReport = { passed: 0, failed: 0, skipped: 0, failures: [], files: [] };
  const unreported: string[] = [];
  results.forEach((run, index) => {
    if (!run.report) {
      unreported.push(`${runs[index]!.projects.join(', ')}: no report (exit ${run.status})`);
      return;
    }
    report.passed += run.report.passed;
    report.failed += run.report.failed;
    report.skipped += run.report.skipped;
    report.failures.push(...run.report.failures);
    report.files.push(...run.report.files);
  });
  report.files.sort((a, b) => b.seconds - a.seconds);
  const status = results.find((run) => run.status !== 0)?.status ?? 0;
  return { status, unreported, report, seconds: Math.round((Date.now() - started) / 1000) };
}
