import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount: the loading screen is shown at least that long. */
export function useMinimumDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}
