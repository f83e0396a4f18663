import { i18next } from './index';
import { LANGUAGE_STORAGE_KEY } from './language-choice';
import { languageSettings, type Language } from './languages';

/** The class that draws Urdu in Nastaliq (index.css); English keeps the app's own font. */
export const NASTALIQ_CLASS = 'font-nastaliq';

/**
 * Speaks `language` everywhere at once: the catalogues, the page's `lang` and direction, its font, and this
 * browser's memory. A language the first script does not hold is fetched first, and the page turns to it when
 * its texts are there, so it never shows English right to left; a later choice made meanwhile wins.
 */
export async function applyLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  if (i18next.language !== language) return;
  const { lang, dir } = languageSettings[language];
  const root = document.documentElement;
  root.lang = lang;
  root.dir = dir;
  root.classList.toggle(NASTALIQ_CLASS, language === 'ur');
}

/** The language the app speaks now. */
export const currentLanguage = (): Language => (i18next.language === 'ur' ? 'ur' : 'en');
