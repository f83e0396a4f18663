import { z } from 'zod';
import { limits, messages } from '../form-limits';
import { pkrAmountSchema } from '../money';

/** The deposit and withdrawal request forms: the amount, the mobile wallet and its holder. */
export const walletMethods = ['easypaisa', 'jazzcash'] as const;
export const walletMethodSchema = z.enum(walletMethods, messages.methodRequired);
export type WalletMethod = z.infer<typeof walletMethodSchema>;

const holderNameSchema = z.string().trim().min(limits.holderNameMin, messages.holderNameRequired).max(limits.holderNameMax, messages.holderNameLong);

export const depositFormSchema = z.object({
  amount: pkrAmountSchema.refine((amount) => amount >= limits.depositMinPkr, messages.depositMin),
  method: walletMethodSchema,
  accountHolderName: holderNameSchema,
  phone: z.string().trim().min(limits.depositTransactionIdMin, messages.transactionIdRequired).max(limits.depositTransactionIdMax, messages.transactionIdLong),
});
export type DepositForm = z.infer<typeof depositFormSchema>;

export const withdrawFormSchema = z.object({
  amount: pkrAmountSchema.refine((amount) => amount >= limits.withdrawMinPkr, messages.withdrawMin),
  method: walletMethodSchema,
  accountHolderName: holderNameSchema,
  phone: z.string().trim().min(limits.withdrawPhoneMin, messages.withdrawPhoneInvalid).max(limits.withdrawPhoneMax, messages.withdrawPhoneInvalid),
});
export type WithdrawForm = z.infer<typeof withdrawFormSchema>;
