import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunReport } from '../../infra/scripts/vitest-report';

function writeReport(testResults: unknown[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'vitest-report-')), 'report.json');
  const report = { numPassedTests: 3, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1, testResults };
  writeFileSync(path, JSON.stringify(report));
  return path;
}

describe('the test run report', () => {
  it('names each failed test by file and title beside the first line of why it failed', () => {
    const path = writeReport([
      {
        name: join(process.cwd(), 'tests/e2e/bets.test.ts'),
        status: 'failed',
        assertionResults: [
          { fullName: 'bets are settled once', status: 'passed', failureMessages: [] },
          { fullName: 'bets refuse a crashed round', status: 'failed', failureMessages: ['AssertionError: expected 409 to be 200\n    at bets.test.ts:12'] },
        ],
      },
    ]);
    expect(readRunReport(path)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 2,
      failures: ['tests/e2e/bets.test.ts > bets refuse a crashed round: AssertionError: expected 409 to be 200'],
    });
  });

  it('names a file that failed outside any test, such as a broken import', () => {
    const path = writeReport([
      { name: join(process.cwd(), 'tests/e2e/broken.test.ts'), status: 'failed', message: 'Cannot find module ./missing', assertionResults: [] },
    ]);
    expect(readRunReport(path)?.failures).toEqual(['tests/e2e/broken.test.ts: Cannot find module ./missing']);
  });

  it('tells a run that ended before writing its report', () => {
    expect(readRunReport(join(tmpdir(), 'no-such-report.json'))).toBeUndefined();
  });
});
