import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ensureDatabase } from '../db';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { freePort } from '../ports';

export interface TestPostgres {
  adminUrl: string;
  stop(): Promise<void>;
}

/** A throwaway real PostgreSQL server for a test run; durability settings off for speed. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const databaseDir = mkdtempSync(join(tmpdir(), 'pkr-pg-'));
  const server = await startEmbeddedPostgres({
    databaseDir,
    port: await freePort(),
    persistent: false,
    flags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  return {
    adminUrl: server.adminUrl,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database on the test server, named for the suite that uses it. */
export async function createTestDatabase(adminUrl: string, label: string): Promise<string> {
  const name = `${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomUUID().slice(0, 8)}`;
  return ensureDatabase(adminUrl, name);
}
