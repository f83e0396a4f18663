import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from './dev-defaults';

/** Each process of the distributed run, by the TypeScript entry it starts from. */
export const serviceEntries = {
  auth: 'services/auth/src/main.ts',
  wallet: 'services/wallet/src/main.ts',
  'game-engine': 'services/game-engine/src/main.ts',
  leaderboard: 'services/leaderboard/src/main.ts',
  admin: 'services/admin/src/main.ts',
  chat: 'services/chat/src/main.ts',
  gateway: 'gateway/src/main.ts',
} as const;

export type ServiceName = keyof typeof serviceEntries;

/**
 * Options for node itself, by service, wherever it runs (the distributed run's processes, the Dockerfiles). The
 * wallet's and the gateway's young generation may grow to 64 MB a half, four times Node's default. The wallet's
 * batches of hundreds of moves filled the default's and were collected mid-batch, a pause on the path of every bet
 * of a message; the gateway, taking 2,000 HTTP bets a second, collected often enough to hold back the messages it
 * sends the engine. With each, bet p99 at 500/s was lower in every pair of its rotations, and at 2,000/s lower in
 * five pairs of six for the wallet and bet p50 in three of three for the gateway (bench/results/bet-path.md, "The
 * wallet's young generation four times the default" and "The gateway's young generation too").
 */
export const serviceNodeArgs: Partial<Record<ServiceName, readonly string[]>> = {
  wallet: ['--max-semi-space-size=64'],
  gateway: ['--max-semi-space-size=64'],
};

/** Node's options for the service whose bundle `entry` is; none for any other entry. */
export function nodeArgsOf(entry: string): readonly string[] {
  const service = (Object.keys(serviceEntries) as ServiceName[]).find((name) => bundleOf(name) === entry);
  return service === undefined ? [] : (serviceNodeArgs[service] ?? []);
}

/**
 * Where a service's bundle is written: `dist/main.js` beside its `src/`, so the paths its code finds from its own
 * file (`../migrations`, the gateway's `../../frontend/dist`) are the same from either.
 */
export const bundleOf = (service: ServiceName): string => serviceEntries[service].replace('/src/main.ts', '/dist/main.js');

/** Our workspaces (`@pkr/*`) and relative imports go into the bundle; every npm package is loaded from node_modules. */
const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@pkr/') ? undefined : { path, external: true }));
  },
};

/**
 * Bundles every service into one JavaScript file: a process is then ready after 0.8 to 1.1 s of CPU, against 1.5
 * to 1.9 s loading its TypeScript modules one by one through tsx, which a machine starting whole stacks over and
 * over (the end-to-end, fault and benchmark suites) feels. Each file is written whole before it replaces the last,
 * so a process starting meanwhile reads one build or the other. The source map beside it is read by the
 * benchmark's profile summary; `NODE_OPTIONS=--enable-source-maps` would turn stack traces back into TypeScript
 * lines, at the cost of every `error.stack` read (bench/results/watchers.md, "Watchers on one core").
 */
export async function buildServiceBundles(): Promise<void> {
  const builds = (Object.keys(serviceEntries) as ServiceName[]).map((service) =>
    build({
      entryPoints: [join(repoRoot, serviceEntries[service])],
      outfile: join(repoRoot, bundleOf(service)),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      plugins: [npmPackagesOutside],
      logLevel: 'warning',
      write: false,
    }),
  );
  for (const { outputFiles } of await Promise.all(builds)) {
    for (const file of outputFiles) {
      mkdirSync(dirname(file.path), { recursive: true });
      const partial = `${file.path}.${process.pid}.partial`;
      writeFileSync(partial, file.contents);
      renameSync(partial, file.path);
    }
  }
}
