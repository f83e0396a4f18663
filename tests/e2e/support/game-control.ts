import type { GameType } from '@pkr/contracts';
import { expect } from 'vitest';
import type { HttpClient } from './http-client';

/**
 * Fixes the crash point of the next round not yet opened (admin game control) and answers its number. The engine
 * picks that round under its chain lock, so a round opening meanwhile cannot make the call name one already open.
 */
export async function controlNextRound(admin: HttpClient, gameType: GameType, crashPoint: number): Promise<number> {
  const control = await admin.post<{ roundNumber: number }>('/api/admin/game/control', { gameType, crashPoint });
  expect(control.status, JSON.stringify(control.body)).toBe(200);
  return control.body.roundNumber;
}
