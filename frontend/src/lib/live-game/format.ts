import { i18next } from '@/i18n';
import { LOCALE } from '@/lib/locale';

/** Spec section 9: on the live game pages amounts and multipliers show 2 decimals. */
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '10.00 PKR' in English; in Urdu 'Rs. 10.00', isolated so it reads whole inside Urdu text. */
export const formatAmount = (pkr: number) => i18next.t('game:format.amount', { value: twoDecimals.format(pkr) });
/** The number alone, for a table whose heading names the currency. */
export const formatTwoDecimals = (pkr: number) => twoDecimals.format(pkr);
export const formatMultiplier = (multiplier: number) => `${multiplier.toFixed(2)}x`;
/**
 * The payout of a cash-out now: floor(amount x multiplier) whole PKR, in integers as the server computes it
 * (in floats 100 x 1.15 is 114.999...).
 */
export const potentialWin = (amount: number, multiplier: number) =>
  Math.floor((Math.round(amount * 100) * Math.round(multiplier * 100)) / 10_000);
