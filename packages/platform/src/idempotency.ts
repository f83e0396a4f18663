/**
 * Idempotency keys are stored where the money lives, in a column with a unique index on (user id, key): a
 * retried call inserts nothing new and answers from the row the first call wrote. This tells that case apart.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = error as { code?: unknown; constraint?: unknown } | null;
  return failure?.code === '23505' && failure.constraint === constraint;
}
