import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SerializedError } from 'vitest';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import { type RunReport, RUN_SUMMARY_FILE } from './run-summary';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** What a test saw when it failed (a browser page's address, its open requests, its errors), line by line. */
    diagnosis?: string[];
  }
}

function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n')[0] ?? '';
}

function why(errors: ReadonlyArray<SerializedError>): string {
  return firstLine(errors[0]?.message ?? errors[0]?.stack);
}

function failureOf(where: string, test: TestCase): string {
  const result = test.result();
  const errors = result.state === 'failed' ? result.errors : [];
  const notes = (test.meta().diagnosis ?? []).map((line) => `\n    ${line}`).join('');
  return `${where} > ${test.fullName}: ${why(errors)}${notes}`;
}

/** A hook or an import that failed outside any test: the module's own errors, or a suite's. */
function errorsOutsideTests(module: TestModule): string[] {
  const suites: (TestModule | TestSuite)[] = [module, ...module.children.allSuites()];
  return suites.filter((suite) => suite.errors().length > 0).map((suite) => `${module.relativeModuleId}: ${why(suite.errors())}`);
}

/** Counts and failures of the whole run, read from Vitest's own reports of each test. */
export function summarize(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): RunReport {
  const report: RunReport = { passed: 0, failed: 0, skipped: 0, failures: [], files: [] };
  for (const module of modules) {
    report.files.push({ file: module.relativeModuleId, seconds: Math.round(module.diagnostic().duration / 100) / 10 });
    const failedTests: string[] = [];
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') report.passed += 1;
      else if (state === 'failed') {
        report.failed += 1;
        failedTests.push(failureOf(module.relativeModuleId, test));
      } else report.skipped += 1;
    }
    report.failures.push(...failedTests, ...errorsOutsideTests(module));
  }
  report.failures.push(...unhandled.map((error) => `unhandled: ${why([error])}`));
  report.files.sort((a, b) => b.seconds - a.seconds);
  return report;
}

/**
 * Writes the run's summary to the file named by RUN_SUMMARY_FILE: how many tests passed, failed and were skipped,
 * and each failure by file and title, the first line of why (a timeout says so), and what the test saw.
 */
export default class RunSummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const path = process.env[RUN_SUMMARY_FILE];
    if (!path) throw new Error(`${RUN_SUMMARY_FILE} names no file to write the run's summary to`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(summarize(modules, unhandled), null, 2)}\n`);
  }
}
