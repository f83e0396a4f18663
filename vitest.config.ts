import { defineConfig } from 'vitest/config';

// Two cores: test files run two at a time. Integration suites share one PostgreSQL and one nats-server
// started by the global setup; each suite makes its own databases. Each whole-stack (e2e) file starts its stack on
// a nats-server of its own, so two stacks side by side never serve each other's requests.
// The browser files whose pages hold still (forms, tables, the landing page) rather than draw a live round: Chromium
// barely works in them, so they run among the other whole-stack files, in the lane beside the browser files that
// draw rounds (infra/scripts/test-phases.ts), and the two lanes end together. A new browser file runs with those
// that draw rounds unless it is named here.
const stillBrowserPages = ['deposit', 'leaderboard', 'public-screens', 'register'];
const roundBrowserFiles = `tests/e2e/browser-!(${stillBrowserPages.join('|')}).test.ts`;
const wholeStack = {
  isolate: false,
  globalSetup: ['./tests/support/global-setup.ts', './tests/support/service-bundles-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'frontend/build/**/*.test.ts', 'tests/static/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts'],
          globalSetup: ['./tests/support/global-setup.ts'],
          // A worker keeps its modules from one file to the next: evaluating them again for every file cost 148 s of
          // CPU in a 300 s phase. Each file still starts and stops its own services, databases and buses.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./frontend/src/testing/setup-tests.ts'],
        },
      },
      // The whole-stack files: those that draw live rounds in Chromium in one project, the rest in another, so that the
      // test runner can run one such browser file at a time beside one other (infra/scripts/test-phases.ts). A worker keeps its modules
      // from one file to the next, and with them the stack its files share (tests/e2e/support/shared-stack.ts): one
      // start per worker instead of one per file.
      {
        test: { name: 'e2e-browser', include: [roundBrowserFiles], ...wholeStack },
      },
      {
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts', 'tests/security/**/*.test.ts'], exclude: [roundBrowserFiles], ...wholeStack },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/test/**/*.test.ts'],
          globalSetup: ['./tests/support/global-setup.ts', './tests/support/service-bundles-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['./tests/support/global-setup.ts', './tests/support/service-bundles-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
