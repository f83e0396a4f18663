import type { ChildProcess } from 'node:child_process';
import { portAnswers } from '@pkr/platform/testing';

/** Waits until something listens on a loopback port, or fails when the process that should listen has exited. */
export async function waitForPort(port: number, child?: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${child.spawnargs[0]} exited with code ${child.exitCode}`);
    if (await portAnswers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms`);
}

