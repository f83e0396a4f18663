import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pin, pinThreads } from '../src/lib/cpus';

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
