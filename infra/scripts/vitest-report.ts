import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type RunReport, RUN_SUMMARY_FILE } from './run-summary';

const reporter = fileURLToPath(new URL('./run-summary-reporter.ts', import.meta.url));

export interface VitestRun {
  status: number;
  /** Undefined when the run ended before writing its summary. */
  report: RunReport | undefined;
}

/** Where a run's output goes: straight to this terminal, nowhere, or to this terminal with each line marked. */
export type VitestOutput = 'inherit' | 'ignore' | { prefix: string };

/**
 * Runs Vitest with the given arguments, printing as told, and reads the summary its run wrote. A prefix marks each
 * line, so two runs side by side print lines that tell which run said them.
 */
export async function runVitest(args: string[], summaryPath: string, output: VitestOutput = 'inherit'): Promise<VitestRun> {
  rmSync(summaryPath, { force: true });
  const child = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', `--reporter=${reporter}`], {
    stdio: typeof output === 'string' ? output : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [RUN_SUMMARY_FILE]: summaryPath },
  });
  if (typeof output === 'object') {
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
      if (from) createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${output.prefix} ${line}\n`));
    }
  }
  // 'close', not 'exit': by then every line of its output has been read and printed.
  const status = await new Promise<number>((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
  const report = existsSync(summaryPath) ? (JSON.parse(readFileSync(summaryPath, 'utf8')) as RunReport) : undefined;
  return { status, report };
}
