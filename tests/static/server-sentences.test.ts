import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';
import { writeRefusals } from '../../services/chat/src/domain/write-limits';

/** The app's table of sentences the services answer, read from its source: `key: 'sentence',` a line. */
function appSentences(): Record<string, string> {
  const source = readFileSync(join(repoRoot, 'frontend/src/i18n/server-errors.ts'), 'utf8');
  const table = /export const serverSentences = \{([\s\S]*?)\} as const;/.exec(source)?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^\s+(\w+): (['"])(.*)\2,$/gm)].map((match) => [match[1], match[3]]));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("the app's table of the services' sentences", () => {
  it('holds only sentences a service or the gateway answers word for word, so a changed sentence fails here, not in Urdu', () => {
    const servers = ['gateway/src', 'packages/platform/src', ...readdirSync(join(repoRoot, 'services')).map((name) => `services/${name}/src`)];
    const code = servers.flatMap((dir) => sources(join(repoRoot, dir)).map((path) => readFileSync(path, 'utf8'))).join('\n');
    const built = Object.values(writeRefusals).map((refusal) => refusal().message);
    const sentences = appSentences();
    expect(Object.keys(sentences).length).toBeGreaterThan(20);
    const unwritten = Object.entries(sentences).filter(([, sentence]) => !built.includes(sentence) && !code.includes(sentence));
    expect(unwritten).toEqual([]);
  });
});
