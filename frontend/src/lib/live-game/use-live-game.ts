import type { GameType, ServerMessage } from '@pkr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { useRealtime } from '@/lib/realtime/use-realtime';
import { liveGameReducer } from './game-reducer';
import { initialLiveView, type LiveView } from './game-state';
import { useRoundTableSeed } from './use-round-table-seed';

/** Told of each message with the picture as it stood before it, e.g. to see that a crash took the user's bet. */
export type LiveMessageListener = (message: ServerMessage, before: LiveView) => void;

/** One game's live round as the server tells it, plus the user's own bets and the round's table; the page only shows and asks. */
export function useLiveGame(gameType: GameType, userId: string | null, onMessage?: LiveMessageListener) {
  const queryClient = useQueryClient();
  const [view, dispatch] = useReducer(liveGameReducer, initialLiveView);
  const current = useRef(view);
  current.current = view;

  const connection = useRealtime(gameType, (message) => {
    const before = current.current;
    dispatch({ kind: 'message', message, receivedAt: Date.now(), userId });
    onMessage?.(message, before);
    // A crash settles a lost bet and an auto cash-out pays out on the server: the balance changed.
    const settledMine =
      (message.type === 'game_crash' && before.myBets.length > 0) || (message.type === 'bet_cashed_out' && message.bet.userId === userId);
    if (settledMine) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  });

  useRoundTableSeed(gameType, dispatch);
  return { view, dispatch, connection };
}
