import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Where Debian puts each installed PostgreSQL major version's programs. */
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';

export type PgProgram = 'pg_dump' | 'pg_restore' | 'initdb' | 'pg_ctl';

/**
 * The directory of PostgreSQL's programs: PG_BIN_DIR when set (an operator points it at the client of the server's
 * own major version), else the newest version Debian's packages installed, else none (the programs on PATH).
 */
export function pgBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PG_BIN_DIR) return env.PG_BIN_DIR;
  if (!existsSync(DEBIAN_VERSIONS_DIR)) return undefined;
  const newest = readdirSync(DEBIAN_VERSIONS_DIR)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_VERSIONS_DIR, name, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? undefined : join(DEBIAN_VERSIONS_DIR, newest, 'bin');
}

export const pgProgram = (name: PgProgram, binDir: string | undefined): string => (binDir ? join(binDir, name) : name);

/** The major version of a PostgreSQL program, from its `--version` line ("pg_dump (PostgreSQL) 15.18 ..."). */
export async function programMajor(program: string): Promise<number> {
  const { stdout } = await execFileAsync(program, ['--version']);
  const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  if (major === undefined) throw new Error(`${program} --version answered ${stdout.trim()}`);
  return Number(major);
}

/**
 * The arguments and environment that connect a PostgreSQL program to `url`: the password travels in the
 * environment, where other users' `ps` cannot read it.
 */
export function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL program; a failure carries what the program wrote on stderr. */
export async function runPgProgram(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await execFileAsync(program, args, { env, maxBuffer: 16 * 2 ** 20 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${program} ${args[0] ?? ''} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}
