import { z } from 'zod';
import { AppError } from './errors';

/** The header a client sends with a money call; one key per attempt chain, the same key on every retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[\w.:-]+$/, 'Idempotency-Key may hold only letters, digits and . _ : -');

/** The messages of a money call whose outcome is not known yet: the screen shows the real one once it is. */
export const pendingMessages = {
  bet: 'Your bet is being confirmed',
  cashout: 'Your cash-out is being confirmed',
  deposit: 'Your deposit request is being confirmed',
  withdraw: 'Your withdrawal request is being confirmed',
  purchase: 'Your purchase is being confirmed',
} as const;
export type PendingCall = keyof typeof pendingMessages;

export const pendingOutcome = (call: PendingCall) => new AppError('PENDING', pendingMessages[call]);
