import type { GameType, RoundBetsReply } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, useEffect } from 'react';
import type { LiveAction } from './game-state';

/** GET /api/games/:gameType/round-bets once on opening the page: the round's bets placed before it joined. */
export function useRoundTableSeed(gameType: GameType, dispatch: Dispatch<LiveAction>): void {
  // Never stale and never kept: each visit asks for the round as it stands, and round_bets_update keeps it after.
  const { data } = useQuery<RoundBetsReply>({ queryKey: [`/api/games/${gameType}/round-bets`], staleTime: Infinity, gcTime: 0 });
  useEffect(() => {
    if (data) dispatch({ kind: 'table_seeded', reply: data });
  }, [data, dispatch]);
}
