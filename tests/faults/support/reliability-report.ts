import { mkdirSync, writeFileSync } from 'node:fs';

export interface ReliabilityReport {
  seed: number;
  rounds: number;
  bets: number;
  settled: number;
  voided: number;
  faults: Record<string, number>;
  /** How long the standby engine took to lead after each death of the leader, ms. */
  takeoverMs: number[];
  violations: number;
}

/** Keeps a run's figures in test-results/, from where docs/reliability.md quotes the long profile's. */
export function writeReliabilityReport(report: ReliabilityReport): void {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/reliability-${report.seed}.json`, `${JSON.stringify(report, null, 2)}\n`);
}
