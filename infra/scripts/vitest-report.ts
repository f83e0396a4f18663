import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RunReport, RUN_SUMMARY_FILE } from './run-summary';

const reporter = fileURLToPath(new URL('./run-summary-reporter.ts', import.meta.url));

export interface VitestRun {
  status: number;
  /** Undefined when the run ended before writing its summary. */
  report: RunReport | undefined;
}

/** Runs Vitest with the given arguments, printing as usual unless told not to, and reads the summary its run wrote. */
export async function runVitest(args: string[], summaryPath: string, output: 'inherit' | 'ignore' = 'inherit'): Promise<VitestRun> {
  rmSync(summaryPath, { force: true });
  const child = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', `--reporter=${reporter}`], {
    stdio: output,
    env: { ...process.env, [RUN_SUMMARY_FILE]: summaryPath },
  });
  const status = await new Promise<number>((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
  const report = existsSync(summaryPath) ? (JSON.parse(readFileSync(summaryPath, 'utf8')) as RunReport) : undefined;
  return { status, report };
}
