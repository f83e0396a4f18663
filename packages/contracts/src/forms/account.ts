import { z } from 'zod';
import { limits, messages } from '../form-limits';

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

export const loginFormSchema = z.object({ username: usernameSchema, password: passwordSchema });

export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
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
