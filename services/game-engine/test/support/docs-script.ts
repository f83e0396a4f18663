import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Verdict {
  crashPoint: number;
  matches: boolean;
  chained: boolean;
}

export interface DocsScript {
  /** Runs the script as a player does: the round's reveal on its input, the salt (and any edge and cap) after it. */
  verify(reveal: object, args: string[]): Promise<{ verdict: Verdict; exitCode: number }>;
  remove(): void;
}

/** The verification script exactly as docs/fairness.md prints it, saved to a file of its own. */
export function docsScript(): DocsScript {
  const docs = readFileSync(new URL('../../../../docs/fairness.md', import.meta.url), 'utf8');
  const script = /```js\n(\/\/ verify-round\.mjs[\s\S]*?)```/.exec(docs)?.[1];
  if (!script) throw new Error('docs/fairness.md has no verify-round.mjs script');
  const dir = mkdtempSync(join(tmpdir(), 'verify-round-'));
  const file = join(dir, 'verify-round.mjs');
  writeFileSync(file, script);
  return {
    verify: (reveal, args) =>
      new Promise((resolve, reject) => {
        const child = execFile(process.execPath, [file, ...args], (error, stdout, stderr) => {
          const exitCode = error === null ? 0 : error.code;
          if (typeof exitCode !== 'number' || stdout === '') reject(new Error(`verify-round.mjs gave no verdict: ${stderr || String(error)}`));
          else resolve({ verdict: JSON.parse(stdout) as Verdict, exitCode });
        });
        child.stdin?.end(JSON.stringify(reveal));
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
