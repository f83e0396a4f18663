import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** What a Vitest JSON report says of one run: its counts and, for each failed test, where it is and why. */
export interface RunReport {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n')[0] ?? '';
}

/** Reads the report Vitest wrote, or undefined when the run ended before writing one. */
export function readRunReport(path: string): RunReport | undefined {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
  const failures = report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that failed outside any test (a broken import, a failing hook) has no failed test to name.
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}
