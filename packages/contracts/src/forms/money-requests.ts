import { z } from 'zod';
import { limits, messages } from '../form-limits';
import { pkrAmountSchemaWith } from '../money';
import { protectionMessages } from '../protection-rules';

/** The deposit and withdrawal request forms: the amount, the mobile wallet and its holder. */
export const walletMethods = ['easypaisa', 'jazzcash'] as const;
export const walletMethodSchema = z.enum(walletMethods, messages.methodRequired);
export type WalletMethod = z.infer<typeof walletMethodSchema>;

// A missing or mistyped field answers the message of the spec's rule for that field, as an empty one does.
const holderNameSchema = z
  .string(messages.holderNameRequired)
  .trim()
  .min(limits.holderNameMin, messages.holderNameRequired)
  .max(limits.holderNameMax, messages.holderNameLong);

/** The deposit form with its largest amount: the wallet builds it from its own setting, the forms carry the default. */
export const depositFormSchemaWithMax = (maxPkr: number) =>
  z.object({
    amount: pkrAmountSchemaWith({ notANumber: messages.depositMin })
      .refine((amount) => amount >= limits.depositMinPkr, messages.depositMin)
      .refine((amount) => amount <= maxPkr, protectionMessages.depositMax(maxPkr)),
    method: walletMethodSchema,
    accountHolderName: holderNameSchema,
    phone: z
      .string(messages.transactionIdRequired)
      .trim()
      .min(limits.depositTransactionIdMin, messages.transactionIdRequired)
      .max(limits.depositTransactionIdMax, messages.transactionIdLong),
  });

export const depositFormSchema = depositFormSchemaWithMax(limits.depositMaxPkr);
export type DepositForm = z.infer<typeof depositFormSchema>;

export const withdrawFormSchema = z.object({
  amount: pkrAmountSchemaWith({ notANumber: messages.withdrawMin }).refine((amount) => amount >= limits.withdrawMinPkr, messages.withdrawMin),
  method: walletMethodSchema,
  accountHolderName: holderNameSchema,
  phone: z
    .string(messages.withdrawPhoneInvalid)
    .trim()
    .min(limits.withdrawPhoneMin, messages.withdrawPhoneInvalid)
    .max(limits.withdrawPhoneMax, messages.withdrawPhoneInvalid),
});
export type WithdrawForm = z.infer<typeof withdrawFormSchema>;
