import { isLanguage, type Language } from './languages';

/** The language chosen in this browser, kept for the next visit and for the login screen. */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * Set while a choice is not yet on the account: made signed out, still being saved, or sent without an answer.
 * The next answer for the account (the one at sign-in, or any later) saves it.
 */
export const UNSAVED_LANGUAGE_KEY = 'language-unsaved';

export function readStoredLanguage(): Language | null {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** Urdu when any of the browser's languages is Urdu (`ur`, `ur-PK`, `ur-IN`), else nothing to go by. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? []): Language | null {
  return preferred.some((tag) => /^ur(-|$)/i.test(tag)) ? 'ur' : null;
}

/** The account's language first, then this browser's last choice, then the browser's own languages, else English. */
export function initialLanguage(accountLanguage: unknown, stored = readStoredLanguage(), browser = browserLanguage()): Language {
  if (isLanguage(accountLanguage) && localStorage.getItem(UNSAVED_LANGUAGE_KEY) === null) return accountLanguage;
  return stored ?? browser ?? 'en';
}
