import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pin } from './cpus';

/** A helper process of the bench (load generator or bare baseline server) pinned to a CPU list. */
export class PinnedChild<Command, Reply> {
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  constructor(moduleUrl: URL, cpuList: string, env: Record<string, string> = {}) {
    this.child = fork(fileURLToPath(moduleUrl), [], {
      execArgv: ['--import', 'tsx', '--max-old-space-size=4096'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    pin(this.child.pid as number, cpuList);
  }

  get pid(): number {
    return this.child.pid as number;
  }

  /** Sends one command and waits for its one answer. */
  ask(command: Command, timeoutMs = 600_000): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`A bench helper did not answer within ${timeoutMs} ms`)), timeoutMs);
      const onExit = () => reject(new Error('A bench helper exited before answering'));
      this.child.once('exit', onExit);
      this.child.once('message', (reply) => {
        clearTimeout(timer);
        this.child.off('exit', onExit);
        const failed = reply as { kind?: string; error?: string };
        if (failed.kind === 'failed') reject(new Error(failed.error));
        else resolve(reply as Reply);
      });
      this.child.send(command as object);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }
}
