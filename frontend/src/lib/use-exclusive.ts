import { useCallback, useRef } from 'react';

export type Mutate<V> = (variables: V, options: { onSuccess?: () => void; onSettled: () => void }) => void;

/**
 * A mutation that runs one at a time: a second click can land before the disabled button is rendered (the
 * mutation's state arrives a tick later), and it is dropped at once, so one click sends one request.
 */
export function useExclusive<V>(mutate: Mutate<V>): (variables: V, onSuccess?: () => void) => void {
  const inFlight = useRef(false);
  return useCallback(
    (variables, onSuccess) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(variables, { onSuccess, onSettled: () => (inFlight.current = false) });
    },
    [mutate],
  );
}
