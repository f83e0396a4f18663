import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVitest } from '../../infra/scripts/vitest-report';

const fixture = 'tests/static/fixtures/run-summary';

describe('the test run summary', () => {
  it('counts a run and names each failure by file and title, with why it failed and what the test saw', async () => {
    const summary = join(mkdtempSync(join(tmpdir(), 'run-summary-')), 'summary.json');
    const run = await runVitest(['--root', fixture], summary, 'ignore');
    expect(run.status).toBe(1);
    expect(run.report?.passed).toBe(1);
    expect(run.report?.failed).toBe(3);
    expect(run.report?.skipped).toBe(2);
    expect([...(run.report?.failures ?? [])].sort()).toEqual([
      'hook.sample.ts: database refused the connection',
      'outcomes.sample.ts > answers 200: expected 409 to be 200 // Object.is equality',
      'outcomes.sample.ts > tells what the page was doing: heading not visible\n    page /crash at /crash\n    open: GET /api/user for 2.0 s',
      'outcomes.sample.ts > waits for a page: Test timed out in 100ms.',
    ]);
    // Each file's time, slowest first: the page that waits out its 100 ms limit comes before the hook that fails at once.
    expect(run.report?.files.map(({ file }) => file).sort()).toEqual(['hook.sample.ts', 'outcomes.sample.ts']);
    expect(run.report?.files[0]).toMatchObject({ file: 'outcomes.sample.ts' });
    expect(run.report?.files[0]?.seconds).toBeGreaterThanOrEqual(0.1);
  }, 60_000);

  it('tells a run that could not start, such as one whose configuration is missing', async () => {
    const summary = join(mkdtempSync(join(tmpdir(), 'run-summary-')), 'summary.json');
    const run = await runVitest(['--config', join(fixture, 'no-such.config.ts')], summary, 'ignore');
    expect(run.status).not.toBe(0);
    expect(run.report).toBeUndefined();
  }, 60_000);
});
