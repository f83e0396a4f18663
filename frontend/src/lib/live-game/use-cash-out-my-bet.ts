import type { Dispatch } from 'react';
import { type Mutate, useExclusive } from '@/lib/use-exclusive';
import type { LiveAction, LiveView } from './game-state';

/**
 * Cash Out for the user's bet on screen: marks it as being cashed out (a crash meanwhile does not call it lost),
 * then asks once for it by id, so a double tap sends one request and the answer lands on that bet.
 */
export function useCashOutMyBet(view: LiveView, dispatch: Dispatch<LiveAction>, mutate: Mutate<string>): () => void {
  const ask = useExclusive(mutate);
  return () => {
    if (!view.myBet) return;
    dispatch({ kind: 'cashing_out', betId: view.myBet.id });
    ask(view.myBet.id);
  };
}
