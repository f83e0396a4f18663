/** The header a client sends with a money call; one key per attempt chain, the same key on every retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
