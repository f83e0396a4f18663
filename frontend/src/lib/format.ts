import { LOCALE } from './locale';

const wholeRupees = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/**
 * 'Rs. 1,250' — en-PK grouping, no decimals (spec section 9). Paisa are cut, never rounded up,
 * so the screen never shows more money than the account holds.
 */
export function formatRupees(amount: number): string {
  return `Rs. ${wholeRupees.format(Math.trunc(amount))}`;
}

// Fixed English month names: Intl's en-GB short months differ between ICU versions ('Sep' / 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'dd MMM yyyy' in the viewer's time zone, e.g. '05 Mar 2025' (spec section 2). */
export function formatDate(value: string | Date): string {
  const date = new Date(value);
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '12,345 PKR' (the leaderboard and the landing page): thousands separators, no decimals, paisa cut. */
export function formatPkr(amount: number): string {
  return `${wholeRupees.format(Math.trunc(amount))} PKR`;
}

/** '₨1,250': the navigation bar's balance, a rupee sign and the whole number (spec section 2). */
export function formatRupeeSign(amount: number): string {
  return `₨${wholeRupees.format(Math.trunc(amount))}`;
}

const withPaisa = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 'Rs. 1,000.99', or 'Rs. 1,000' for a whole amount: the exact sum, for money about to be moved by a decision.
 * PKR amounts carry at most two decimals (whole paisa), so two places show them exactly.
 */
export function formatRupeesWithPaisa(amount: number): string {
  return `Rs. ${(Number.isInteger(amount) ? wholeRupees : withPaisa).format(amount)}`;
}

/** 'dd MMM yyyy HH:mm' in the viewer's time zone, e.g. '05 Mar 2025 15:04': a date with its time of day. */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
