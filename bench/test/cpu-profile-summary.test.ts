import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { summariseCpuProfile } from '../src/report/cpu-profile-summary';

const source = `export function settleBets(count: number): number {
  let paid = 0;
  for (let bet = 0; bet < count; bet += 1) paid += bet;
  return paid;
}

export function answerBet(id: string): string {
  return id.toUpperCase();
}

console.log(settleBets(3), answerBet('a'));
`;

/** A service bundled as the product bundles its services, and where in the bundle `name` begins (zero-based). */
async function bundledService(): Promise<{ bundle: string; at: (name: string) => { lineNumber: number; columnNumber: number } }> {
  const root = mkdtempSync(join(tmpdir(), 'pkr-bundle-frames-'));
  mkdirSync(join(root, 'services/wallet/src'), { recursive: true });
  writeFileSync(join(root, 'services/wallet/src/main.ts'), source);
  const bundle = join(root, 'services/wallet/dist/main.js');
  await build({ entryPoints: [join(root, 'services/wallet/src/main.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', sourcemap: true, logLevel: 'silent' });
  const lines = readFileSync(bundle, 'utf8').split('\n');
  return {
    bundle,
    at: (name) => {
      const lineNumber = lines.findIndex((line) => line.includes(`function ${name}(`));
      return { lineNumber, columnNumber: lines[lineNumber]!.indexOf('function') };
    },
  };
}

describe("a CPU profile of a bundled service", () => {
  it('names each function by its TypeScript file and line, and counts it in its workspace', async () => {
    const { bundle, at } = await bundledService();
    const url = pathToFileURL(bundle).href;
    const profile = {
      startTime: 0,
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2, 3] },
        { id: 2, callFrame: { functionName: 'settleBets', url, ...at('settleBets') } },
        { id: 3, callFrame: { functionName: 'answerBet', url, ...at('answerBet') } },
      ],
      samples: [2, 2, 2, 3],
      timeDeltas: [1_000, 1_000, 1_000, 1_000],
    };
    const file = join(mkdtempSync(join(tmpdir(), 'pkr-profile-')), 'wallet.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));

    const summary = summariseCpuProfile(file, 'wallet', 0, 10_000);

    expect(summary.top).toEqual([
      { frame: 'settleBets services/wallet/src/main.ts:1', selfPercent: 75 },
      { frame: 'answerBet services/wallet/src/main.ts:7', selfPercent: 25 },
    ]);
    expect(summary.byArea).toEqual([{ area: 'services/wallet', selfPercent: 100 }]);
  });
});
