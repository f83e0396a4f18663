import type { BackendModule, ResourceLanguage } from 'i18next';
import { catalogueOf } from './catalogue-of';
import type { Language } from './languages';

/**
 * English, read at build time into the app's first script: it is the fallback every other language falls back
 * to, and the language most players read, so it is never waited for. One namespace per part of the app (a
 * feature or a shared component group), so each file stays small and is edited by one change.
 */
export const english = catalogueOf(import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' }));

export const namespaces = Object.keys(english);

/** Every other language, a script of its own fetched the first time the app speaks it. */
const laterCatalogues: Record<Exclude<Language, 'en'>, () => Promise<ResourceLanguage>> = {
  ur: () => import('./urdu-catalogue').then((module) => module.urdu),
};

/** Reads a namespace of a language the first script does not hold, for i18next, from that language's script. */
export const laterCatalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = laterCatalogues[language as Exclude<Language, 'en'>];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
