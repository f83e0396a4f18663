import { depositFormSchema, walletMethodSchema, withdrawFormSchema } from '@pkr/contracts';
import { z } from 'zod';

// The inputs hold text while the contracts judge numbers and methods. An empty amount reads as 0, so the
// player sees the minimum's message rather than a type error.
const amountText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? 0 : Number(text)));
const methodText = z.string().pipe(walletMethodSchema);

/** The contracts' deposit and withdraw rules over the form's text fields, with their exact messages. */
export const moneyRequestSchemas = {
  deposit: depositFormSchema.extend({ amount: amountText.pipe(depositFormSchema.shape.amount), method: methodText }),
  withdraw: withdrawFormSchema.extend({ amount: amountText.pipe(withdrawFormSchema.shape.amount), method: methodText }),
};

export type MoneyRequestType = keyof typeof moneyRequestSchemas;
export type MoneyRequestFields = z.input<(typeof moneyRequestSchemas)[MoneyRequestType]>;
export type MoneyRequest = z.output<(typeof moneyRequestSchemas)[MoneyRequestType]>;
