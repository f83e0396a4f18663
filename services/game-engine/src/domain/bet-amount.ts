import { AppError, limits, messages, type Paisa, pkrToPaisa } from '@pkr/contracts';

const minimum = pkrToPaisa(limits.betMinPkr);
const maximum = pkrToPaisa(limits.betMaxPkr);

/** Bets are 10 to 10,000 PKR (spec section 5); checked again here because money moves here. */
export function betAmountRefusal(amount: Paisa): AppError | null {
  if (amount < minimum) return new AppError('VALIDATION', messages.betMin);
  if (amount > maximum) return new AppError('VALIDATION', messages.betMax);
  return null;
}
