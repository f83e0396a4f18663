import { z } from 'zod';
import { limits, messages } from './form-limits';
import { isTwoDecimalAmount, pkrAmountSchema } from './money';

export const usernameSchema = z
  .string()
  .trim()
  .min(limits.usernameMin, messages.usernameShort)
  .max(limits.usernameMax, messages.usernameLong);

export const passwordSchema = z
  .string()
  .min(limits.passwordMin, messages.passwordShort)
  .max(limits.passwordMax, messages.passwordLong);

export const loginFormSchema = z.object({ username: usernameSchema, password: passwordSchema });

export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: z.email(messages.emailInvalid),
    password: passwordSchema,
    confirmPassword: z.string().min(limits.passwordMin, messages.passwordShort),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const adminLoginFormSchema = z.object({
  username: z.string().min(1, messages.usernameRequired),
  password: z.string().min(1, messages.passwordRequired),
});

export const walletMethods = ['easypaisa', 'jazzcash'] as const;
export const walletMethodSchema = z.enum(walletMethods, messages.methodRequired);
export type WalletMethod = z.infer<typeof walletMethodSchema>;

const holderNameSchema = z.string().trim().min(limits.holderNameMin, messages.holderNameRequired).max(100);

export const depositFormSchema = z.object({
  amount: pkrAmountSchema.refine((amount) => amount >= limits.depositMinPkr, messages.depositMin),
  method: walletMethodSchema,
  accountHolderName: holderNameSchema,
  phone: z.string().trim().min(limits.depositTransactionIdMin, messages.transactionIdRequired).max(64),
});
export type DepositForm = z.infer<typeof depositFormSchema>;

export const withdrawFormSchema = z.object({
  amount: pkrAmountSchema.refine((amount) => amount >= limits.withdrawMinPkr, messages.withdrawMin),
  method: walletMethodSchema,
  accountHolderName: holderNameSchema,
  phone: z.string().trim().min(limits.withdrawPhoneMin, messages.withdrawPhoneInvalid).max(20),
});
export type WithdrawForm = z.infer<typeof withdrawFormSchema>;

export const betAmountSchema = pkrAmountSchema
  .refine((amount) => amount >= limits.betMinPkr, messages.betMin)
  .refine((amount) => amount <= limits.betMaxPkr, messages.betMax);

export const autoCashoutSchema = z
  .number()
  .finite()
  .refine((value) => value >= limits.autoCashoutMin, messages.autoCashoutMin)
  .refine(isTwoDecimalAmount, 'Auto cash-out can have at most two decimals');

export const crashPointSchema = z
  .number({ error: messages.crashPointMin })
  .finite()
  .refine((value) => value >= limits.crashPointMin, messages.crashPointMin)
  .refine(isTwoDecimalAmount, 'Crash point can have at most two decimals');

export const roundNumberSchema = z
  .number({ error: messages.roundNumberInvalid })
  .int(messages.roundNumberInvalid)
  .positive(messages.roundNumberInvalid);

export const balanceAdjustmentSchema = z.object({
  amount: z.number().int('The amount must be a whole number of PKR').refine((value) => value !== 0, 'The amount cannot be 0'),
  reason: z.string().trim().min(1, messages.reasonRequired).max(500),
});
