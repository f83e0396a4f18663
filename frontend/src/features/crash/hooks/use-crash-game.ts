import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { useRealtime } from '@/lib/realtime/use-realtime';
import { crashReducer } from '../state/crash-reducer';
import { initialCrashView } from '../state/crash-state';

/** The live Crash round as the server tells it, plus the user's own bet; the page only shows and asks. */
export function useCrashGame(userId: string | null) {
  const queryClient = useQueryClient();
  const [view, dispatch] = useReducer(crashReducer, initialCrashView);
  const hadBet = useRef(false);
  hadBet.current = view.myBet !== null;

  const connection = useRealtime('crash', (message) => {
    dispatch({ kind: 'message', message, receivedAt: Date.now(), userId });
    // A crash settles a lost bet and an auto cash-out pays out on the server: the balance changed.
    const settledMine =
      (message.type === 'game_crash' && hadBet.current) || (message.type === 'bet_cashed_out' && message.bet.userId === userId);
    if (settledMine) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  });

  return { view, dispatch, connection };
}
