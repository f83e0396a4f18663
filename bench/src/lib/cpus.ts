import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The cores the product gets and the cores the load generator gets, when a scenario separates them. */
export const cores = (() => {
  const count = cpus().length;
  return { server: '0', load: count > 1 ? String(count - 1) : '0', all: `0-${Math.max(0, count - 1)}` };
})();

/** A process and every process it has started, found through /proc. */
function processTree(pid: number): number[] {
  const tree = [pid];
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return tree;
  for (const task of readdirSync(tasks)) {
    const children = childrenOf(`${tasks}/${task}/children`);
    for (const child of children ? children.split(/\s+/).map(Number) : []) tree.push(...processTree(child));
  }
  return tree;
}

/** The children listed for one thread; none when the thread ended after the listing of its process. */
function childrenOf(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Pins a process, all its threads and its children (PostgreSQL backends, say) to a CPU list such as "0". */
export function pin(pid: number, cpuList: string): void {
  for (const member of processTree(pid)) pinThreads(member, cpuList);
}

/**
 * Pins the threads of one process and none of its children: the bench's own process, whose children are the
 * product's services and the load generators, each pinned where its scenario puts it.
 */
export function pinThreads(pid: number, cpuList: string): void {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
  } catch {
    // A process that exited between the listing and the call has nothing left to pin.
  }
}

/** Resident memory of a process in MiB, from /proc. */
export function residentMiB(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process tree has used: its live members, and the children it has already reaped. A live member's
 * time is its threads' own count from the scheduler, in nanoseconds: `/proc/<pid>/stat` counts in ticks of 10 ms,
 * more than a small run of a floor's engine or wallet uses, so a short measurement read 0 or 10 ms by chance. A
 * reaped child's time is only in its parent's ticks (PostgreSQL's backends that ended, in the postmaster's).
 */
export function cpuSeconds(pid: number): number {
  let seconds = reapedChildrenSeconds(pid);
  for (const member of processTree(pid)) seconds += threadsCpuSeconds(member);
  return seconds;
}

/** The CPU of the children a process has reaped, in its ticks; none when the process has exited. */
function reapedChildrenSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: cutime is the 14th, cstime the 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The CPU a live process's threads have run for, from each thread's `schedstat` (its first field, in ns). */
function threadsCpuSeconds(pid: number): number {
  const tasks = `/proc/${pid}/task`;
  let threads: string[];
  try {
    threads = readdirSync(tasks);
  } catch {
    return 0;
  }
  let nanoseconds = 0;
  for (const thread of threads) nanoseconds += threadNanoseconds(`${tasks}/${thread}/schedstat`);
  return nanoseconds / 1e9;
}

/** One thread's run time; none when the thread ended after its process's listing. */
function threadNanoseconds(path: string): number {
  try {
    return Number(readFileSync(path, 'utf8').split(' ')[0]) || 0;
  } catch {
    return 0;
  }
}

/** The name the bench's own process goes by in a CPU reading: it is the load generator of the bet scenarios. */
export const LOAD_GENERATOR = 'load generator';

/** The CPU each process used over a measurement, in ms of one core, and the wall time it lasted. */
export interface CpuReading {
  elapsedMs: number;
  cpuMs: Record<string, number>;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Starts a measurement of every process's CPU, and of the bench's own threads (the load it generates) under
 * `LOAD_GENERATOR`; the returned function reads what each used since.
 */
export function cpuMeter(pids: Map<string, number>): () => CpuReading {
  const startedAt = performance.now();
  const ownBefore = ownCpuMs();
  const before = new Map([...pids].map(([name, pid]) => [name, cpuSeconds(pid)]));
  return () => ({
    elapsedMs: Math.max(1, performance.now() - startedAt),
    cpuMs: {
      ...Object.fromEntries([...pids].map(([name, pid]) => [name, (cpuSeconds(pid) - (before.get(name) ?? 0)) * 1000])),
      [LOAD_GENERATOR]: ownCpuMs() - ownBefore,
    },
  });
}

/** Each process's share of one core over the reading, in % (200 = both cores of two). */
export function percentOfCore(reading: CpuReading): Record<string, number> {
  return Object.fromEntries(Object.entries(reading.cpuMs).map(([name, ms]) => [name, Math.round((ms / reading.elapsedMs) * 100)]));
}

/** Each process's CPU per unit of work done (a bet taken, a transaction), in ms to two decimals, and their total. */
export function cpuMsPer(reading: CpuReading, units: number): Record<string, number> {
  const per = (ms: number) => (units > 0 ? Math.round((ms / units) * 100) / 100 : 0);
  const total = Object.values(reading.cpuMs).reduce((sum, ms) => sum + ms, 0);
  return { ...Object.fromEntries(Object.entries(reading.cpuMs).map(([name, ms]) => [name, per(ms)])), total: per(total) };
}
