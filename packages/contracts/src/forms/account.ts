import { z } from 'zod';
import { limits, messages } from '../form-limits';
import { protectionMessages } from '../protection-rules';

/** The sign-up, login and admin login forms, and the username and password rules auth applies to them. */
export const usernameSchema = z
  .string()
  .trim()
  .min(limits.usernameMin, messages.usernameShort)
  .max(limits.usernameMax, messages.usernameLong);

export const passwordSchema = z
  .string()
  .min(limits.passwordMin, messages.passwordShort)
  .max(limits.passwordMax, messages.passwordLong);

/** The sign-up email, which registration stores as the player's contact (spec section 2, /auth). */
export const emailSchema = z.email(messages.emailInvalid).max(limits.contactMax, messages.emailLong);

/** A calendar date `YYYY-MM-DD` that exists; whether its owner is 18 is the server's to judge, on its own clock. */
export const dateOfBirthSchema = z
  .string({ error: protectionMessages.dateOfBirthInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, protectionMessages.dateOfBirthInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
  }, protectionMessages.dateOfBirthInvalid);

/** The one field an account made before registration asked for it fills in, at its next login. */
export const dateOfBirthFormSchema = z.object({ dateOfBirth: dateOfBirthSchema });

export const loginFormSchema = z.object({ username: usernameSchema, password: passwordSchema });

export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    dateOfBirth: dateOfBirthSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(limits.passwordMin, messages.passwordShort),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

/**
 * The admin door asks only that both are given (spec section 5): any other username or password is a failed
 * login, answered and audited as one, never a validation error that would leave no trace.
 */
export const adminLoginFormSchema = z.object({
  username: z.string().trim().min(1, messages.usernameRequired).max(limits.usernameMax, messages.usernameLong),
  password: z.string().min(1, messages.passwordRequired).max(limits.passwordMax, messages.passwordLong),
});
