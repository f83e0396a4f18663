import { currentLanguage } from '@/i18n/apply-language';
import { languageSettings } from '@/i18n/languages';

/** The English locale: the spec's texts write their numbers in it. */
export const LOCALE = languageSettings.en.locale;

/** Pakistan's time: every date and time on screen is read there, wherever the device is. */
export const TIME_ZONE = 'Asia/Karachi';

/** The locale numbers and dates are written in now: the current language's, with Latin digits in every language. */
export const currentLocale = (): string => languageSettings[currentLanguage()].locale;
