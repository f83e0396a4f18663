import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@pkr/contracts';
import type { IncomingMessage } from 'node:http';
import { parseInput } from '../validation';

/** A client's idempotency key, when it sent one, checked as the contracts say: a retry with it answers the first attempt. */
export function parseIdempotencyKey(value: unknown): string | undefined {
  return value === undefined ? undefined : parseInput(idempotencyKeySchema, value);
}

/** The client's `Idempotency-Key` header, when it sent one. */
export const idempotencyKeyOf = (req: IncomingMessage): string | undefined => parseIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
