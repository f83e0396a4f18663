import type { AutoplayStopReason, AutoplayUpdateMessage, BetSlot, GameType } from '@pkr/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getRealtime } from '@/lib/realtime/realtime';
import { autoplaysQueryKey, type RunningAutoplays } from './autoplay-api';
import { useRunningAutoplay } from './use-running-autoplay';

/** Moves the cached running auto-plays by an update: the rounds left and net, or out of the list once it stopped. */
export function applyAutoplayUpdate(queryClient: QueryClient, update: Pick<AutoplayUpdateMessage, 'id' | 'roundsLeft' | 'net' | 'stoppedReason'>): void {
  queryClient.setQueryData<RunningAutoplays>(autoplaysQueryKey, (cached) => {
    if (!cached) return cached;
    const autoplays = cached.autoplays.flatMap((autoplay) => {
      if (autoplay.id !== update.id) return [autoplay];
      return update.stoppedReason === null ? [{ ...autoplay, roundsLeft: update.roundsLeft, net: update.net }] : [];
    });
    return { ...cached, autoplays };
  });
}

/**
 * One bet panel's auto-play: the one running there (from GET /api/autoplay, kept by `autoplay_update`), and why the
 * last one stopped, until another starts.
 */
export function useAutoplay(gameType: GameType, slot: BetSlot) {
  const queryClient = useQueryClient();
  const { running } = useRunningAutoplay(gameType, slot);
  const [stoppedReason, setStoppedReason] = useState<AutoplayStopReason | null>(null);

  useEffect(() => {
    const client = getRealtime();
    const release = client.retain();
    const unsubscribe = client.subscribe((message) => {
      if (message.type !== 'autoplay_update' || message.gameType !== gameType || message.slot !== slot) return;
      applyAutoplayUpdate(queryClient, message);
      if (message.stoppedReason !== null) setStoppedReason(message.stoppedReason);
    });
    return () => {
      unsubscribe();
      release();
    };
  }, [queryClient, gameType, slot]);

  return {
    running,
    stoppedReason,
    started: () => {
      setStoppedReason(null);
      void queryClient.invalidateQueries({ queryKey: autoplaysQueryKey });
    },
    stopped: (id: string) => {
      applyAutoplayUpdate(queryClient, { id, roundsLeft: 0, net: 0, stoppedReason: 'stopped' });
      setStoppedReason('stopped');
    },
  };
}
