import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const processesModule = fileURLToPath(new URL('../../infra/src/processes.ts', import.meta.url));

/** A launcher as `make up` is one: it starts the chatty service with a log directory, says its pid, then `then`. */
const launcherScript = (logDir: string, then: string) => `
  import { launch } from ${JSON.stringify(processesModule)};
  const service = launch({ name: 'chatty', entry: 'tests/e2e/fixtures/chatty-service.ts', env: { LOG_LEVEL: 'info' } }, ${JSON.stringify(logDir)});
  console.log(service.child.pid);
  ${then}
`;

const started: number[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Alive and not a zombie waiting for a parent that is gone. */
function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

async function startLauncher(then: string) {
  const logDir = mkdtempSync(join(tmpdir(), 'pkr-launcher-'));
  dirs.push(logDir);
  const launcher = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', launcherScript(logDir, then)], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(launcher.pid as number);
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  const servicePid = await new Promise<number>((resolve) => launcher.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  started.push(servicePid);
  const log = () => (existsSync(join(logDir, 'chatty.log')) ? readFileSync(join(logDir, 'chatty.log'), 'utf8') : '');
  await expect.poll(log, { timeout: 20_000 }).toContain('"msg":"ready"');
  return { launcher, exited, servicePid, log };
}

describe('the services a launcher starts', () => {
  it('log and stop on their own after the launcher has stopped reading and died', async () => {
    const { launcher, servicePid, log } = await startLauncher('setInterval(() => undefined, 60_000);');
    launcher.kill('SIGSTOP');
    process.kill(servicePid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    launcher.kill('SIGKILL');

    await expect.poll(() => isRunning(servicePid), { timeout: 10_000 }).toBe(false);
    expect(log()).toContain('"line":1999');
    expect(log()).toContain('"msg":"stopped"');
  });

  it('go with a launcher that exits before stopping them', async () => {
    const { launcher, exited, servicePid } = await startLauncher("process.on('SIGUSR2', () => process.exit(1)); setInterval(() => undefined, 60_000);");
    launcher.kill('SIGUSR2');
    await exited;

    await expect.poll(() => isRunning(servicePid), { timeout: 2_000 }).toBe(false);
  });
});
