/**
 * The locale every number on screen is written in. One place, so the Urdu interface to come can choose it per
 * player; the page's language and direction are set beside it in index.html (lang, dir).
 */
export const LOCALE = 'en-PK';
