import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { runPhase, wholeStackPhase } from './test-phases';

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

async function runSuites(index: number): Promise<{ passed: boolean; seconds: number; summary: string }> {
  const { status, unreported, report, seconds } = await runPhase(wholeStackPhase, `test-results/stress-${index}`);
  const failures = [...unreported, ...report.failures];
  const failed = failures.length ? `\n    ${failures.join('\n    ')}` : '';
  const summary = `${report.passed} passed, ${report.failed} failed${failed}`;
  return { passed: status === 0, seconds, summary };
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
    const result = await runSuites(index);
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
