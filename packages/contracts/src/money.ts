import { z } from 'zod';

/**
 * Money inside the system is an integer number of paisa (1 PKR = 100 paisa).
 * On the wire it is a PKR number with at most two decimals, converted exactly at the edge.
 */
export type Paisa = number;

const PAISA_PER_PKR = 100;

/**
 * The largest amount the system handles: one trillion PKR. Past about 2^45 a float PKR number can no longer
 * carry two exact decimals, so the wire format itself sets this bound, far above any real balance.
 */
export const MAX_PAISA = 100_000_000_000_000;
const inRange = (paisa: number) => Number.isSafeInteger(paisa) && Math.abs(paisa) <= MAX_PAISA;

/** Exact PKR -> paisa. Throws on more than two decimals, non-finite or unsafe values. */
export function pkrToPaisa(pkr: number): Paisa {
  if (!Number.isFinite(pkr)) throw new RangeError(`Not a finite amount: ${pkr}`);
  const scaled = pkr * PAISA_PER_PKR;
  const paisa = Math.round(scaled);
  if (Math.abs(scaled - paisa) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw new RangeError(`Amount has more than two decimals: ${pkr}`);
  }
  if (!inRange(paisa)) throw new RangeError(`Amount out of range: ${pkr}`);
  return paisa;
}

/** Paisa -> the PKR number sent on the wire (two decimals at most, by construction). */
export function paisaToPkr(paisa: Paisa): number {
  if (!inRange(paisa)) throw new RangeError(`Paisa out of range: ${paisa}`);
  return paisa / PAISA_PER_PKR;
}

export function isTwoDecimalAmount(pkr: number): boolean {
  try {
    pkrToPaisa(pkr);
    return true;
  } catch {
    return false;
  }
}

/** A PKR amount as it arrives from a client: finite, at most two decimals. */
export const pkrAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .finite('Amount must be a number')
  .refine(isTwoDecimalAmount, 'Amount can have at most two decimals');

/** Integer paisa as it crosses the bus between services. */
export const paisaSchema = z.number().int().refine(inRange, 'Amount out of range');
export const positivePaisaSchema = paisaSchema.refine((value) => value > 0, 'Amount must be positive');
