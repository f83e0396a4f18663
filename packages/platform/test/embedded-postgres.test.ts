import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { portAnswers } from '../src/ports';

const platformSource = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const testingSource = fileURLToPath(new URL('../src/testing/index.ts', import.meta.url));


describe('an embedded PostgreSQL server', () => {
  it('leaves the exit code of the process that ran it alone, so a failed run stays failed', () => {
    const script = `
      import { mkdtempSync, chmodSync } from 'node:fs';
      import { tmpdir } from 'node:os';
      import { join } from 'node:path';
      import { startEmbeddedPostgres } from ${JSON.stringify(platformSource)};
      import { freePort } from ${JSON.stringify(testingSource)};
      const databaseDir = mkdtempSync(join(tmpdir(), 'pkr-exit-code-'));
      chmodSync(databaseDir, 0o755);
      const server = await startEmbeddedPostgres({ databaseDir, port: await freePort(), persistent: false });
      await server.stop();
      process.exitCode = 3;
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });

  it('is shut down when the process that ran it crashes', async () => {
    const script = `
      import { mkdtempSync, chmodSync } from 'node:fs';
      import { tmpdir } from 'node:os';
      import { join } from 'node:path';
      import { startEmbeddedPostgres } from ${JSON.stringify(platformSource)};
      import { freePort } from ${JSON.stringify(testingSource)};
      const databaseDir = mkdtempSync(join(tmpdir(), 'pkr-crash-'));
      chmodSync(databaseDir, 0o755);
      const port = await freePort();
      await startEmbeddedPostgres({ databaseDir, port, persistent: true });
      console.log(port);
      throw new Error('crash');
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.status).toBe(1);
    const port = Number(child.stdout.trim());
    expect(port).toBeGreaterThan(0);
    // The server goes down on its own once its parent is gone: wait for that, within a bound.
    await vi.waitFor(async () => expect(await portAnswers(port)).toBe(false), { timeout: 10_000, interval: 100 });
  });
});
