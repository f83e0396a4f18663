import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english, laterCatalogueBackend, namespaces } from './catalogues';

/**
 * The app's one i18next instance, ready before the first render with English, which the first script holds.
 * Another language's catalogue is fetched the first time the app speaks it (`applyLanguage` waits for it).
 * English is the fallback: a key missing in Urdu shows its English text, never the key.
 */
void i18next
  .use(initReactI18next)
  .use(laterCatalogueBackend)
  .init({
    resources: { en: english },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });

export { i18next };
