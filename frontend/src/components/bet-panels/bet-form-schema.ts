import { autoCashoutSchema, betAmountSchema } from '@pkr/contracts';
import { z } from 'zod';

// The inputs hold text while the contracts judge numbers. An empty amount reads as 0 so the player sees the
// minimum's message; an empty auto cash-out means none.
const amountText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? 0 : Number(text)));
const optionalNumberText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text)));

/** A bet panel's bet: amount 10 to 10,000 PKR, optional auto cash-out of at least 1.01x, the contracts' messages. */
export const betFormSchema = z.object({
  amount: amountText.pipe(betAmountSchema),
  autoCashout: optionalNumberText.pipe(autoCashoutSchema.nullable()),
});

export type BetFormFields = z.input<typeof betFormSchema>;
export type BetFormValues = z.output<typeof betFormSchema>;
