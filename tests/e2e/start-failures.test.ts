import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@pkr/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';

/** Holds a port the way another program would. */
async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, () => resolve()));
  return server;
}

/** Runs a README command's process to its end and keeps what it told the person who typed it. */
function runToExit(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: repoRoot, env: { ...process.env, ...env, LOG_LEVEL: 'silent' } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

const held: Server[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of held.splice(0)) server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pkr-start-'));
  dirs.push(dir);
  return dir;
}

describe('a start on a machine where a port is taken', () => {
  it('names the embedded PostgreSQL port and the variable that moves it', async () => {
    const port = await freePort();
    held.push(await occupy(port));
    const env = { DATA_DIR: await freshDataDir(), PORT: String(await freePort()), EMBEDDED_PG_PORT: String(port) };
    const run = await runToExit('infra/src/all-in-one.ts', env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${port} for the embedded PostgreSQL is already in use`);
    expect(run.stderr).toContain('set EMBEDDED_PG_PORT to another port');
  });

  it('names the gateway port and PORT before anything else starts', async () => {
    const port = await freePort();
    held.push(await occupy(port));
    const env = { DATA_DIR: await freshDataDir(), PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) };
    const run = await runToExit('infra/src/all-in-one.ts', env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${port} for the gateway is already in use`);
    expect(run.stderr).toContain('set PORT to another port');
  });

  it('names the nats-server port of the distributed run and NATS_PORT', async () => {
    const port = await freePort();
    held.push(await occupy(port));
    const env = { DATA_DIR: await freshDataDir(), PORT: String(await freePort()), NATS_PORT: String(port) };
    const run = await runToExit('infra/src/distributed.ts', env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${port} for nats-server is already in use`);
    expect(run.stderr).toContain('set NATS_PORT to another port');
  });
});
