import { expect } from 'vitest';
import { controlNextRound } from '../../e2e/support/game-control';
import type { HttpClient } from '../../e2e/support/http-client';

interface CrashState {
  phase: string;
  currentRound: number;
  currentMultiplier: number;
}

const crashState = async (client: HttpClient) => (await client.get<CrashState>('/api/game/crash')).body;

/**
 * Fixes the crash point of the next Crash round (admin game control) and waits for its betting phase. The engine
 * picks the round under its chain lock; the call is asked again while a fault keeps the admin service or the
 * engine from answering.
 */
export async function nextBettingRound(admin: HttpClient, crashPoint: number): Promise<number> {
  let round = 0;
  await expect
    .poll(async () => {
      const control = await admin.post<{ roundNumber: number }>('/api/admin/game/control', { gameType: 'crash', crashPoint });
      round = control.body.roundNumber;
      return control.status;
    }, { timeout: 10_000, interval: 100 })
    .toBe(200);
  await untilPhase(admin, round, (state) => state.phase === 'betting');
  return round;
}

/** Fixes the crash points of the next Crash rounds, one per entry, in order (admin game control); answers the first's number. */
export async function scheduleCrashPoints(admin: HttpClient, crashPoints: number[]): Promise<number> {
  const [firstPoint, ...rest] = crashPoints;
  const first = await controlNextRound(admin, 'crash', firstPoint!);
  for (const [index, crashPoint] of rest.entries()) {
    const control = await admin.post('/api/admin/game/control', { gameType: 'crash', crashPoint, roundNumber: first + index + 1 });
    if (control.status !== 200) throw new Error(`game control: ${JSON.stringify(control.body)}`);
  }
  return first;
}

/** Until a round later than `after` takes bets; answers its number. */
export async function nextBetting(client: HttpClient, after: number): Promise<number> {
  let round = 0;
  await expect
    .poll(async () => {
      const state = await crashState(client).catch(() => undefined);
      round = state?.currentRound ?? 0;
      return round > after && state?.phase === 'betting';
    }, { timeout: 90_000, interval: 100 })
    .toBe(true);
  return round;
}

export function untilFlying(client: HttpClient, round: number, multiplier: number): Promise<void> {
  return untilPhase(client, round, (state) => state.phase === 'running' && state.currentMultiplier >= multiplier);
}

/** Until the round has crashed (or a later one has opened). */
export async function untilOver(client: HttpClient, round: number): Promise<void> {
  await expect
    .poll(async () => {
      const state = await crashState(client);
      return state.currentRound > round || state.phase === 'crashed';
    }, { timeout: 90_000, interval: 200 })
    .toBe(true);
}

async function untilPhase(client: HttpClient, round: number, reached: (state: CrashState) => boolean): Promise<void> {
  await expect
    .poll(async () => {
      const state = await crashState(client).catch(() => undefined);
      return state?.currentRound === round && reached(state);
    }, { timeout: 90_000, interval: 100 })
    .toBe(true);
}
