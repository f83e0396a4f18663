import { z } from 'zod';
import { AppError } from './errors';
import { pendingMessages, type PendingCall } from './pending-messages';

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[\w.:-]+$/, 'Idempotency-Key may hold only letters, digits and . _ : -');

export const pendingOutcome = (call: PendingCall) => new AppError('PENDING', pendingMessages[call]);
