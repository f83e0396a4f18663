const wholeRupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/**
 * 'Rs. 1,250' — en-PK grouping, no decimals (spec section 9). Paisa are cut, never rounded up,
 * so the screen never shows more money than the account holds.
 */
export function formatRupees(amount: number): string {
  return `Rs. ${wholeRupees.format(Math.trunc(amount))}`;
}
