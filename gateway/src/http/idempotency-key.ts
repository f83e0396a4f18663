import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@pkr/contracts';
import type { Request } from 'express';
import { parseInput } from '../validation';

/** The client's `Idempotency-Key` header, when it sent one: a retry with it answers the first attempt. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  return header === undefined ? undefined : parseInput(idempotencyKeySchema, header);
}
