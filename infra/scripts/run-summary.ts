/** What one Vitest run says of itself: its counts and, for each failure, where it is, why, and what the test saw. */
export interface RunReport {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  /** Each test file and the seconds its tests and hooks took, slowest first: where the suite's time goes. */
  files: Array<{ file: string; seconds: number }>;
}

/** The variable naming the file the run's summary reporter writes its counts and failures to. */
export const RUN_SUMMARY_FILE = 'RUN_SUMMARY_FILE';
