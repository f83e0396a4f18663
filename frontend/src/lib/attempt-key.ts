import { useMemo, useState } from 'react';
import { createRequestId } from './api-client';

export type AttemptKey = {
  /** The idempotency key for this request: the last one's while the same request is asked again. */
  keyFor(request: unknown): string;
  /** The request went through; the next one, even if equal, is a new one. */
  done(): void;
};

type Attempt = { request: string; key: string };

/** Unfinished attempts by scope. Kept outside any component, so one outlives the screen it was made on. */
const unfinishedAttempts = new Map<string, Attempt>();

/**
 * One idempotency key per thing the user means to do. Pressing the button again after an error or a timeout,
 * with the same form, sends the same key, so the server makes it at most once (a request it made answers
 * again; one it refused left nothing under the key). A changed form, or a success, starts a new key.
 * Without a scope the attempt lives as long as the component; with one (say a user's id) an unfinished attempt
 * survives a remount, so asking again after coming back to the screen still sends its key.
 */
export function useAttemptKey(scope?: string): AttemptKey {
  const [ownAttempts] = useState(() => new Map<string, Attempt>());
  const attempts = scope === undefined ? ownAttempts : unfinishedAttempts;
  const slot = scope ?? '';
  return useMemo(
    () => ({
      keyFor(request) {
        const text = JSON.stringify(request);
        const last = attempts.get(slot);
        if (last?.request === text) return last.key;
        const next = { request: text, key: createRequestId() };
        attempts.set(slot, next);
        return next.key;
      },
      done() {
        attempts.delete(slot);
      },
    }),
    [attempts, slot],
  );
}
