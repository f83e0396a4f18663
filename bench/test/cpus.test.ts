import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuSeconds, pin, pinThreads } from '../src/lib/cpus';

function affinity(pid: number): string {
  return execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' }).trim().split(': ')[1] ?? '';
}

function childOf(pid: number): number {
  const [child] = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  if (!child) throw new Error(`process ${pid} has no child yet`);
  return child;
}

let parent: ChildProcess | undefined;
afterEach(() => {
  parent?.kill('SIGKILL');
});

describe('pinning processes to cores', () => {
  it("keeps a process's children where they are when only its own threads are pinned", async () => {
    parent = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' });
    const parentPid = parent.pid as number;
    const child = await vi.waitFor(() => childOf(parentPid));
    const before = affinity(child);

    pinThreads(parentPid, '0');
    expect(affinity(parentPid)).toBe('0');
    expect(affinity(child)).toBe(before);

    pin(parentPid, '0');
    expect(affinity(child)).toBe('0');
  });
});

describe("a process's CPU time", () => {
  it('counts a millisecond of work, less than the kernel\'s 10 ms tick, as about a millisecond', async () => {
    // Burns 1 ms of CPU for each line it reads, and says so. The loop counts user and system time together: each
    // turn asks the kernel for the time, and counting user time alone let those calls burn up to 10 ms of system time.
    const burner = `const spent = () => { const { user, system } = process.cpuUsage(); return user + system; }; process.stdin.on('data', () => { const until = spent() + 1000; while (spent() < until); process.stdout.write('burnt\\n'); }); process.stdout.write('ready\\n');`;
    parent = spawn(process.execPath, ['-e', burner], { stdio: ['pipe', 'pipe', 'ignore'] });
    const heard = (word: string) => new Promise<void>((resolve) => parent?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes(word) && resolve()));
    await heard('ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pid = parent.pid as number;
    const before = cpuSeconds(pid);
    const burnt = heard('burnt');
    parent.stdin?.write('go\n');
    await burnt;
    const used = cpuSeconds(pid) - before;
    expect(used).toBeGreaterThan(0.0009);
    expect(used).toBeLessThan(0.01);
  });
});
