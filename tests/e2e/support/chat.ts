import { randomUUID } from 'node:crypto';
import type { BetSettled, GameState, PlayerBet } from '@pkr/contracts';
import { expect } from 'vitest';
import type { StackBus } from './bus';
import { askOnBus } from './bus';
import { controlNextRound } from './game-control';
import type { HttpClient } from './http-client';
import type { UserBody } from './players';

/**
 * Has the leaderboard count `count` settled bets for the player, delivered as the engine delivers them (connected as
 * the engine), so chat lets them write without the test playing five rounds.
 */
export async function settleBetsFor(stack: StackBus, user: UserBody, count = 5): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const betId = randomUUID();
    const at = new Date().toISOString();
    const event: BetSettled = {
      eventId: betId,
      occurredAt: at,
      betId,
      userId: user.id,
      username: user.username,
      gameType: 'crash',
      round: 1,
      amount: 1_000,
      autoCashoutAt: null,
      cashoutMultiplier: null,
      payout: 0,
      crashPoint: 1.5,
      settledAt: at,
    };
    expect(await askOnBus(stack, 'game-engine', 'leaderboard.on.bet-settled', event)).toMatchObject({ ok: true });
  }
}

/** Plays one real Crash bet of 10 PKR that cashes out at 1.50x in a round fixed to crash at 2.00x; answers it won. */
export async function winCrashBet(player: HttpClient, admin: HttpClient): Promise<PlayerBet> {
  const round = await controlNextRound(admin, 'crash', 2);
  const bettingIn = async () => {
    const state = (await player.get<GameState>('/api/game/crash')).body;
    return state.currentRound === round && state.bettingPhase;
  };
  await expect.poll(bettingIn, { timeout: 60_000, interval: 100 }).toBe(true);
  const placed = await player.post<{ betId: string }>('/api/bet', { gameType: 'crash', amount: 10, autoCashout: 1.5 });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const won = async () => (await player.get<{ bets: PlayerBet[] }>('/api/user/bets?gameType=crash&limit=5')).body.bets.find((bet) => bet.id === placed.body.betId && bet.status === 'won');
  await expect.poll(won, { timeout: 30_000, interval: 250 }).toBeDefined();
  return (await won())!;
}
