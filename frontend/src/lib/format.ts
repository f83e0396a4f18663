import { currentLanguage } from '@/i18n/apply-language';
import { currentLocale, TIME_ZONE } from './locale';

// Formatters are built per call: the language can change while the app runs, and Intl caches its data itself.
const numbers = (options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(currentLocale(), { numberingSystem: 'latn', maximumFractionDigits: 0, ...options });

/** A count or a figure in the current language's grouping, Latin digits, no decimals unless asked. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numbers(options).format(value);
}

const wholeRupees = (amount: number) => numbers().format(Math.trunc(amount));

/**
 * 'Rs. 1,250' — en-PK grouping, no decimals (spec section 9). Paisa are cut, never rounded up,
 * so the screen never shows more money than the account holds.
 */
export function formatRupees(amount: number): string {
  return `Rs. ${wholeRupees(amount)}`;
}

// Fixed English month names: Intl's en-GB short months differ between ICU versions ('Sep' / 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (part: number) => String(part).padStart(2, '0');

/** Urdu dates name their month in Urdu and are read in Pakistan's time, with Latin digits. */
const urduDate = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(currentLocale(), { numberingSystem: 'latn', timeZone: TIME_ZONE, day: '2-digit', month: 'long', year: 'numeric', ...options }).format(date);

/** 'dd MMM yyyy' in the viewer's time zone, e.g. '05 Mar 2025' (spec section 2); in Urdu '05 مارچ 2025'. */
export function formatDate(value: string | Date): string {
  const date = new Date(value);
  if (currentLanguage() === 'ur') return urduDate(date, {});
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '12,345 PKR' (the leaderboard and the landing page): thousands separators, no decimals, paisa cut; Urdu writes 'Rs. 12,345'. */
export function formatPkr(amount: number): string {
  return currentLanguage() === 'ur' ? formatRupees(amount) : `${wholeRupees(amount)} PKR`;
}

/** '₨1,250': the navigation bar's balance, a rupee sign and the whole number (spec section 2). */
export function formatRupeeSign(amount: number): string {
  return `₨${wholeRupees(amount)}`;
}

/**
 * 'Rs. 1,000.99', or 'Rs. 1,000' for a whole amount: the exact sum, for money about to be moved by a decision.
 * PKR amounts carry at most two decimals (whole paisa), so two places show them exactly.
 */
export function formatRupeesWithPaisa(amount: number): string {
  const places = Number.isInteger(amount) ? 0 : 2;
  return `Rs. ${numbers({ minimumFractionDigits: places, maximumFractionDigits: places }).format(amount)}`;
}

/** 'dd MMM yyyy HH:mm' in the viewer's time zone, e.g. '05 Mar 2025 15:04': a date with its time of day. */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  if (currentLanguage() === 'ur') return urduDate(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
