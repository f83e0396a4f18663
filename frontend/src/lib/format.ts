const wholeRupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

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
