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

/** The largest PKR amount, as a person reads it. */
export const MAX_PKR = MAX_PAISA / PAISA_PER_PKR;

/**
 * The float noise a PKR number worked out by a client may carry (0.1 + 0.2 is 0.30000000000000004), in units of
 * the last place of the paisa it stands for. A third decimal is a tenth of a paisa or more off, at every size up to
 * `MAX_PAISA`, where two units of the last place are still under a twentieth of a paisa.
 */
const FLOAT_NOISE_ULPS = 2;

/**
 * Exact PKR -> paisa: the whole number of paisa the PKR number stands for, float noise aside (see above), never
 * a rounded third decimal. Throws on a non-finite amount, one out of range, or one with more than two decimals.
 */
export function pkrToPaisa(pkr: number): Paisa {
  if (!Number.isFinite(pkr)) throw new RangeError(`Not a finite amount: ${pkr}`);
  const scaled = pkr * PAISA_PER_PKR;
  const paisa = Math.round(scaled);
  if (!inRange(paisa)) throw new RangeError(`Amount out of range: ${pkr}`);
  if (Math.abs(scaled - paisa) > FLOAT_NOISE_ULPS * Number.EPSILON * Math.max(1, Math.abs(scaled))) {
    throw new RangeError(`Amount has more than two decimals: ${pkr}`);
  }
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

const isWithinMaxPkr = (pkr: number) => inRange(Math.round(pkr * PAISA_PER_PKR));

export const moneyMessages = {
  notANumber: 'Amount must be a number',
  tooLarge: `Amount can be at most ${MAX_PKR.toLocaleString('en-US')} PKR`,
  tooManyDecimals: 'Amount can have at most two decimals',
} as const;

/** A form's own messages for a missing or non-number amount, and for one past the bound when it has a maximum. */
export interface AmountMessages {
  notANumber?: string;
  tooLarge?: string;
}

/** A PKR amount as it arrives from a client: a number, at most `MAX_PKR` either way, at most two decimals. */
export function pkrAmountSchemaWith({ notANumber = moneyMessages.notANumber, tooLarge = moneyMessages.tooLarge }: AmountMessages = {}) {
  return z
    .number({ error: notANumber })
    .refine(isWithinMaxPkr, { message: tooLarge, abort: true })
    .refine(isTwoDecimalAmount, moneyMessages.tooManyDecimals);
}

export const pkrAmountSchema = pkrAmountSchemaWith();

/** Integer paisa as it crosses the bus between services. */
export const paisaSchema = z.number().int().refine(inRange, 'Amount out of range');
export const positivePaisaSchema = paisaSchema.refine((value) => value > 0, 'Amount must be positive');
