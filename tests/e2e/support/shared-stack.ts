import { inject } from 'vitest';
import { browserBettingEnv } from './game-control';
import { type DistributedStack, startDistributed } from './stacks';

/**
 * A stack the files of one test worker share, so the suite pays one start per worker instead of one per file (a
 * start costs each of its nine processes over a second of CPU, and took 20 to 30 s beside a browser). The e2e
 * project keeps its workers from one file to the next (`isolate: false`), so the first file to ask starts it and the
 * rest find it running. Files never see each other's data: each makes its own players, and runs alone on its
 * worker's stack. It has the browser files' betting phases, long enough for a click on a busy machine.
 *
 * A file may not stop, crash or restart it: the files after it need it whole. A file that does any of those, or
 * that needs other settings or a stack nobody else has touched (a leaderboard of its own players), starts its own.
 */
export type SharedStack = Omit<DistributedStack, 'stop' | 'crash' | 'restart'>;

let shared: Promise<DistributedStack> | undefined;

export function sharedStack(): Promise<SharedStack> {
  if (!shared) {
    // Vitest ends a worker with SIGTERM and kills it 500 ms later, too soon for nine processes to drain: exiting at
    // once kills them (the exit hooks of infra/src/processes.ts and of the nats-server starter), which the test
    // run's throwaway databases allow.
    process.once('SIGTERM', () => process.exit(0));
    shared = startDistributed(inject('pgAdminUrl'), `shared_${process.pid}`, browserBettingEnv);
  }
  return shared;
}
