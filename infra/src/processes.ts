import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './dev-defaults';

export interface ProcessSpec {
  name: string;
  /** The entry, relative to the repository root: a service's bundle (`dist/main.js`), or TypeScript, run through tsx. */
  entry: string;
  env: Record<string, string>;
  /** Options for node itself, before the entry (such as --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

export interface ManagedProcess {
  spec: ProcessSpec;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * The services this process started that still run: a launcher that exits, even at once on a second signal, takes
 * them along.
 */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts one service as its own Node process; its output goes to <logDir>/<name>.log, or to this terminal. The
 * service writes its log file itself, so its logging never waits on this process (a launcher that has stopped
 * reading, or died, would otherwise leave the service blocked on a full or broken pipe). Its database connections
 * carry its name (PGAPPNAME), so `pg_stat_activity` tells which replica holds what.
 */
export function launch(spec: ProcessSpec, logDir?: string): ManagedProcess {
  const log = logDir === undefined ? undefined : openLog(logDir, spec.name);
  const loader = spec.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), ...loader, spec.entry], {
    cwd: repoRoot,
    env: { ...process.env, PGAPPNAME: spec.name, ...spec.env },
    stdio: log === undefined ? 'inherit' : ['ignore', log, log],
  });
  if (log !== undefined) closeSync(log);
  return { spec, child, exited: own(child) };
}

/** Takes a child along when this process exits; answers its exit code. */
export function own(child: ChildProcess): Promise<number | null> {
  running.add(child);
  return new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
}

/** The service's log file, appended to across restarts; the child gets its own copy of the descriptor. */
function openLog(logDir: string, name: string): number {
  mkdirSync(logDir, { recursive: true });
  return openSync(join(logDir, `${name}.log`), 'a');
}

/** SIGTERM, then SIGKILL if it has not drained within the grace period. */
export async function terminate(process: ManagedProcess, graceMs = 10_000): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), graceMs);
  await process.exited;
  clearTimeout(timer);
}

/** Kills at once, as a crash would: no drain, no goodbye. */
export async function kill(process: ManagedProcess): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  process.child.kill('SIGKILL');
  await process.exited;
}
