import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { runVitest } from './vitest-report';

/**
 * Runs the whole-stack suites (HTTP, WebSocket and the real browser) N times in a row while other processes keep
 * every core busy, and reports each run: a suite that passes here does not depend on a quiet machine.
 * N is the first argument or STRESS_RUNS (default 5). The load is Debian's stress-ng when installed, otherwise
 * one node busy loop per core.
 */
const runs = Number(process.argv[2] ?? process.env.STRESS_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`The number of runs must be a positive integer, got ${process.argv[2] ?? process.env.STRESS_RUNS}`);
  process.exit(2);
}

function startLoad(): { name: string; processes: ChildProcess[] } {
  const cores = availableParallelism();
  if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0) {
    return { name: `stress-ng --cpu ${cores}`, processes: [spawn('stress-ng', ['--cpu', String(cores), '--quiet'], { stdio: 'ignore' })] };
  }
  const loop = 'for (;;) {}';
  const processes = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }));
  return { name: `${cores} node busy loops`, processes };
}

function runSuites(index: number): { passed: boolean; seconds: number; summary: string } {
  const started = Date.now();
  const run = runVitest(['--project', 'e2e'], `test-results/stress-${index}.json`);
  const seconds = Math.round((Date.now() - started) / 1000);
  const counts = run.report;
  if (!counts) return { passed: false, seconds, summary: `no report (exit ${run.status})` };
  const failed = counts.failures.length ? `\n    ${counts.failures.join('\n    ')}` : '';
  const summary = `${counts.passed} passed, ${counts.failed} failed${failed}`;
  return { passed: run.status === 0, seconds, summary };
}

const load = startLoad();
const stopLoad = () => load.processes.forEach((child) => child.kill('SIGKILL'));
process.once('SIGINT', () => {
  stopLoad();
  process.exit(130);
});
console.log(`stress: ${runs} run(s) of the e2e and browser suites under ${load.name}`);

const results: { passed: boolean; seconds: number; summary: string }[] = [];
try {
  for (let index = 1; index <= runs; index += 1) {
    const result = runSuites(index);
    results.push(result);
    console.log(`stress: run ${index}/${runs} ${result.passed ? 'PASSED' : 'FAILED'} in ${result.seconds} s: ${result.summary}`);
  }
} finally {
  stopLoad();
}

console.log('\nstress report');
results.forEach((result, index) => console.log(`  run ${index + 1}: ${result.passed ? 'passed' : 'FAILED'}  ${result.seconds} s  ${result.summary}`));
const passed = results.filter((result) => result.passed).length;
console.log(`${passed} of ${runs} runs passed under ${load.name}`);
process.exit(passed === runs ? 0 : 1);
