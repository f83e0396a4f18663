import type { Autoplay, GameType, StartAutoplayInput } from '@pkr/contracts';
import { api } from '@/lib/api-client';

/** The player's running auto-plays, kept in the query cache and moved by each `autoplay_update`. */
export const autoplaysQueryKey = ['autoplays'] as const;

/** POST /api/autoplay {gameType, slot, amount, autoCashout, rounds, stops} -> {id}. */
export function startAutoplay(input: StartAutoplayInput): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/autoplay', input);
}

/** The running auto-plays as cached, and which read of the server they come from: an update keeps the number. */
export type RunningAutoplays = { autoplays: Autoplay[]; read: number };

let reads = 0;

/** GET /api/autoplay -> {autoplays}: those still running, numbered by the read. */
export async function listAutoplays(): Promise<RunningAutoplays> {
  const { autoplays } = await api.get<{ autoplays: Autoplay[] }>('/api/autoplay');
  reads += 1;
  return { autoplays, read: reads };
}

/** DELETE /api/autoplay/:id: stops it at once; a bet it placed for the round rides. */
export function stopAutoplay(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/api/autoplay/${id}`);
}

export const autoplayOf = (autoplays: readonly Autoplay[], gameType: GameType, slot: number): Autoplay | null =>
  autoplays.find((autoplay) => autoplay.gameType === gameType && autoplay.slot === slot) ?? null;
