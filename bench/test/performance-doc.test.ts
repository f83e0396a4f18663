import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROFILE_DOC, writePerformanceDoc, writeProfileDoc } from '../src/report/performance-doc';
import type { BenchResults } from '../src/run-bench';
import type { CpuProfileResult } from '../src/scenarios/cpu-profile';

const profile: CpuProfileResult = {
  rate: 1000,
  bets: 2000,
  betsPerSecond: 827,
  betP99: 104.9,
  profiles: [
    {
      process: 'wallet',
      busyPercent: 41,
      sampledMs: 1852,
      windowed: true,
      byArea: [{ area: 'pg', selfPercent: 22 }],
      top: [{ frame: 'parse|row', selfPercent: 9 }],
      productInclusive: [{ frame: 'debitBatch', totalPercent: 35 }],
    },
  ],
};

const results: BenchResults = {
  startedAt: '2026-11-26T16:53:00.000Z',
  finishedAt: '2026-11-26T17:20:00.000Z',
  profile: 'full',
  machine: { cpus: 2, model: 'test cpu', memoryGiB: 24, node: 'v20' },
  scenarios: { profile },
  errors: {},
};

describe('the benchmark report', () => {
  it('writes the CPU profiles beside the raw results and only names them in the summary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pkr-bench-doc-'));
    const summary = readFileSync(writePerformanceDoc(results, join(dir, 'performance.md'), 'bench/results/2026-11-26.json'), 'utf8');
    const profiles = readFileSync(writeProfileDoc(results, join(dir, 'bets-profile.md'), 'bench/results/2026-11-26.json')!, 'utf8');

    expect(summary).toContain(`This run's CPU profiles of the bet path are in \`${PROFILE_DOC}\`.`);
    expect(summary).not.toContain('### wallet');
    expect(profiles).toContain('## CPU profiles while one round\'s bets are taken (2000 bets offered at 1000/s, 827/s taken, p99 104.9 ms)');
    expect(profiles).toContain('### wallet: busy 41 % of 1852 ms');
    expect(profiles).toContain('| pg | 22 |');
    expect(profiles).toContain('| `parse\\|row` | 9 |');
    expect(profiles).toContain('| `debitBatch` | 35 |');
  });

  it('writes no profile page for a run without the profile scenario', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pkr-bench-doc-'));
    expect(writeProfileDoc({ ...results, scenarios: {} }, join(dir, 'bets-profile.md'), 'x.json')).toBeUndefined();
  });
});
