import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@pkr/platform/testing';
import { pgBinDir, pgProgram } from '../../../infra/src/backup/pg-programs';

const execFileAsync = promisify(execFile);

export interface DebianPostgres {
  adminUrl: string;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's postgres user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) };
}

/**
 * A throwaway cluster of the PostgreSQL that Debian's package installed, the version its pg_dump can read, made
 * with initdb on a free port and trusting local connections.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const binDir = pgBinDir();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'pkr-pg15-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const run = (program: 'initdb' | 'pg_ctl', args: string[]) => execFileAsync(pgProgram(program, binDir), args, { ...(user ?? {}), cwd: dir });
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  await run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
