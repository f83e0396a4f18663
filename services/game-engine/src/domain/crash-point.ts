import { createHmac } from 'node:crypto';

export interface CrashRules {
  houseEdgePercent: number;
  /** The cap in hundredths (6.00x = 600); Infinity for none. */
  maxHundredths: number;
}

const TWO_POW_52 = 2n ** 52n;

/**
 * crash = max(1.00, floor((100 - edge) / (1 - X)) / 100), capped, with X = the first 52 bits of
 * HMAC-SHA256(key = salt as UTF-8, message = the round's hash bytes) / 2^52. Computed in integers, so the
 * floor is exact: floor((100 - edge) * 2^52 / (2^52 - n)) with the edge in hundredths of a percent.
 */
export function crashPointHundredths(hash: Buffer, salt: string, rules: CrashRules): number {
  const hmac = createHmac('sha256', Buffer.from(salt, 'utf8')).update(hash).digest('hex');
  const n = BigInt(`0x${hmac.slice(0, 13)}`);
  const keptHundredthsOfPercent = BigInt(Math.round((100 - rules.houseEdgePercent) * 100));
  const uncapped = Number((keptHundredthsOfPercent * TWO_POW_52) / ((TWO_POW_52 - n) * 100n));
  return Math.min(Math.max(100, uncapped), rules.maxHundredths);
}

/** The formula as the fairness endpoint states it. */
export const crashFormula =
  'crash = min(cap, max(1.00, floor((100 - edge) / (1 - X)) / 100)), X = first 52 bits of HMAC-SHA256(key = salt as UTF-8, message = round hash bytes) / 2^52';
