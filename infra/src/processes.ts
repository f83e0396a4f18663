import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './dev-defaults';

export interface ProcessSpec {
  name: string;
  /** The TypeScript entry, relative to the repository root. */
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
 * Starts one service as its own Node process; its output goes to <logDir>/<name>.log, or to this terminal. Its
 * database connections carry its name (PGAPPNAME), so `pg_stat_activity` tells which replica holds what.
 */
export function launch(spec: ProcessSpec, logDir?: string): ManagedProcess {
  const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), '--import', 'tsx', spec.entry], {
    cwd: repoRoot,
    env: { ...process.env, PGAPPNAME: spec.name, ...spec.env },
    stdio: logDir ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    const log = createWriteStream(join(logDir, `${spec.name}.log`), { flags: 'a' });
    // Two streams into one file: neither may end it while the other still writes (stderr outlives stdout).
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('close', () => log.end());
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { spec, child, exited };
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
