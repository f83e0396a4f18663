import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));

/**
 * Creates the data directory readable by others: run as root, PostgreSQL runs as its own user and must be
 * able to reach its data below it (a directory another program made first may be closed to it).
 */
export function prepareDataDir(): void {
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
}

/** The documented development admin of the local runs; operators set their own. */
export const devAdmin = {
  username: process.env.ADMIN_USERNAME ?? 'admin',
  password: process.env.ADMIN_PASSWORD ?? 'admin123',
};

/** A session secret made once per data directory, so restarts keep players logged in. */
export function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

export const serviceDatabases = {
  auth: 'auth',
  wallet: 'wallet',
  game: 'game_engine',
  leaderboard: 'leaderboard',
  admin: 'admin',
  chat: 'chat',
} as const;
