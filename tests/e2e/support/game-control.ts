import type { GameType } from '@pkr/contracts';
import type { Locator } from 'playwright-core';
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

/**
 * Betting long enough for a browser test to click Bet inside it, in both games: the e2e stacks' 3 s leave the page's
 * "Place your bets" (its betting phase before the last 2 s) on screen for one second, and a busy machine can delay a
 * page or a click by more than that. Aviator's phase has keys of its own (its first round after a start, the rest).
 */
export const browserBettingEnv = { BETTING_MS: '6000', AVIATOR_FIRST_BETTING_MS: '6000', AVIATOR_BETTING_MS: '6000' };

/**
 * Waits until the Crash page's Game region shows `round` in its betting phase proper ("Place your bets", more than
 * the page's 2 s transition left), so a bet clicked now reaches the server before betting closes there.
 */
export async function crashBettingOpen(stage: Locator, round: number): Promise<void> {
  const showing = async () =>
    (await stage.getByText(`Round ${round}`, { exact: true }).count()) > 0 && (await stage.getByText('Place your bets', { exact: true }).count()) > 0;
  await expect.poll(showing, { timeout: 60_000, interval: 50 }).toBe(true);
}

/**
 * The whole PKR a cash-out of `amountPkr` at `multiplier` pays: floor(amount x multiplier), worked in hundredths
 * as the engine does. `Math.floor(100 * 1.13)` is 112, since 100 * 1.13 is 112.99999999999999 in floating point.
 */
export function winPkr(amountPkr: number, multiplier: number): number {
  return Math.floor((amountPkr * Math.round(multiplier * 100)) / 100);
}
