/** The languages the app speaks: English, whose texts are the spec's, and Urdu as written in Pakistan. */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * How each language sets the page: its `lang`, its direction, and the locale `Intl` formats its numbers and dates
 * in; and its own name in its own script, the same whatever language the page speaks, so naming Urdu on an English
 * page needs no Urdu catalogue.
 */
export const languageSettings: Record<Language, { lang: string; dir: 'ltr' | 'rtl'; locale: string; name: string }> = {
  en: { lang: 'en', dir: 'ltr', locale: 'en-PK', name: 'English' },
  ur: { lang: 'ur', dir: 'rtl', locale: 'ur-PK', name: 'اردو' },
};
