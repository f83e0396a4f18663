import { z } from 'zod';
import { AppError } from './errors';
import { pendingMessages, type PendingCall } from './pending-messages';

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[\w.:-]+$/, 'Idempotency-Key may hold only letters, digits and . _ : -');

/** A different request under a key that already named one: a client's mistake, refused rather than answered with the other's outcome. */
export const idempotencyKeyReused = () => new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request');

export const pendingOutcome = (call: PendingCall) => new AppError('PENDING', pendingMessages[call]);
