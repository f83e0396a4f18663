import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every key path of a catalogue, plural forms (`_one`, `_other`) kept as they are. */
export function keysOf(messages: unknown, prefix = ''): string[] {
  if (messages === null || typeof messages !== 'object') return [prefix];
  return Object.entries(messages).flatMap(([key, value]) => keysOf(value, prefix === '' ? key : `${prefix}.${key}`));
}

/** For each namespace file in either language: the keys one language has and the other lacks. */
export function missingKeys(localesDir: string, languages: readonly [string, string]): string[] {
  const [first, second] = languages;
  const namespaces = new Set(languages.flatMap((language) => readdirSync(join(localesDir, language)).filter((name) => name.endsWith('.json'))));
  const read = (language: string, file: string) => {
    const path = join(localesDir, language, file);
    return existsSync(path) ? new Set(keysOf(JSON.parse(readFileSync(path, 'utf8')))) : new Set<string>();
  };
  return [...namespaces].flatMap((file) => {
    const [a, b] = [read(first, file), read(second, file)];
    return [...[...a].filter((key) => !b.has(key)).map((key) => `${second}/${file}: ${key}`), ...[...b].filter((key) => !a.has(key)).map((key) => `${first}/${file}: ${key}`)];
  });
}
