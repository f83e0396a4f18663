import { useMemo, useRef } from 'react';
import { createRequestId } from './api-client';

export type AttemptKey = {
  /** The idempotency key for this request: the last one's while the same request is asked again. */
  keyFor(request: unknown): string;
  /** The request went through; the next one, even if equal, is a new one. */
  done(): void;
};

/**
 * One idempotency key per thing the user means to do. Pressing the button again after an error or a timeout,
 * with the same form, sends the same key, so the server makes it at most once (a request it made answers
 * again; one it refused left nothing under the key). A changed form, or a success, starts a new key.
 */
export function useAttemptKey(): AttemptKey {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request) {
        const text = JSON.stringify(request);
        if (last.current?.request !== text) last.current = { request: text, key: createRequestId() };
        return last.current.key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}
