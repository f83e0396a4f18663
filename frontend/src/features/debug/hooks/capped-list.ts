/** Spec section 9: the debug page keeps 10 messages, 20 DOM errors and 50 logs, newest first. */
export const DEBUG_CAPS = { messages: 10, domErrors: 20, logs: 50 } as const;

export const prependCapped = <T,>(list: readonly T[], item: T, cap: number): T[] => [item, ...list].slice(0, cap);
