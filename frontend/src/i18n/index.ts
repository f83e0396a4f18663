import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from './catalogues';

/**
 * The app's one i18next instance, ready before the first render (the catalogues are bundled, so nothing is fetched).
 * English is the fallback: a key missing in Urdu shows its English text, never the key.
 */
void i18next.use(initReactI18next).init({
  resources,
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
