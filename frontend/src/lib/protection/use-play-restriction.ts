import { useEffect, useState } from 'react';
import { restrictionAt, useResponsiblePlay, type Restriction } from './responsible-play-state';

/** setTimeout waits at most about 24.8 days; a longer wait is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The player's break or self-exclusion as it holds now, read again the moment it ends. */
export function usePlayRestriction(): { restriction: Restriction | null; loading: boolean; failed: boolean } {
  const query = useResponsiblePlay();
  const [woken, setWoken] = useState(0);
  const restriction = restrictionAt(query.data, new Date());
  const endsAt = restriction?.until.getTime();

  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setTimeout(() => setWoken((count) => count + 1), Math.min(endsAt - Date.now() + 1, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [endsAt, woken]);

  // A read that failed once no longer holds the screen back: the server refuses play on its own either way.
  return { restriction, loading: query.isPending && query.failureCount === 0, failed: query.isError || query.failureCount > 0 };
}
