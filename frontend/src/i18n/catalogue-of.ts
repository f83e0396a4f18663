import type { ResourceLanguage } from 'i18next';

/** One language's message catalogue from its files `locales/<language>/<namespace>.json`, by namespace. */
export function catalogueOf(files: Record<string, Record<string, unknown>>): ResourceLanguage {
  return Object.fromEntries(Object.entries(files).map(([path, messages]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? '', messages]));
}
