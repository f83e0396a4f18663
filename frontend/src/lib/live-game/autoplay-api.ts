import type { Autoplay, GameType, StartAutoplayInput } from '@pkr/contracts';
import { api } from '@/lib/api-client';

/** The player's running auto-plays, kept in the query cache and moved by each `autoplay_update`. */
export const autoplaysQueryKey = ['autoplays'] as const;

/** POST /api/autoplay {gameType, slot, amount, autoCashout, rounds, stops} -> {id}. */
export function startAutoplay(input: StartAutoplayInput): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/autoplay', input);
}

/** GET /api/autoplay -> {autoplays}: those still running. */
export function listAutoplays(): Promise<{ autoplays: Autoplay[] }> {
  return api.get<{ autoplays: Autoplay[] }>('/api/autoplay');
}

/** DELETE /api/autoplay/:id: stops it at once; a bet it placed for the round rides. */
export function stopAutoplay(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/api/autoplay/${id}`);
}

export const autoplayOf = (autoplays: readonly Autoplay[], gameType: GameType, slot: number): Autoplay | null =>
  autoplays.find((autoplay) => autoplay.gameType === gameType && autoplay.slot === slot) ?? null;
