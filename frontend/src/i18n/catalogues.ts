import type { Resource } from 'i18next';
import { languages } from './languages';

/**
 * Every message catalogue of the app, read at build time: `locales/<language>/<namespace>.json`, one namespace per
 * part of the app (a feature or a shared component group), so each file stays small and is edited by one change.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export const resources: Resource = Object.fromEntries(languages.map((language) => [language, {}]));
for (const [path, messages] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  resources[language]![namespace] = messages;
}

export const namespaces = [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))];
