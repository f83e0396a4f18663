import { randomUUID } from 'node:crypto';
import { gameStateSchema } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../domain/fairness-chain';
import { gameStateView } from './game-state-view';
import { LiveRound } from './live-round';

const hash = sha256(Buffer.from('a round'));
// 60,000 PKR: the max bet of 10,000 PKR at a 6.00x cap.
const limits = { transitionMs: 2_000, maxWinPerBet: 6_000_000 };

function roundAt(stage: LiveRound['stage']): LiveRound {
  const round = new LiveRound({ gameType: 'crash', number: 42, hash, crashHundredths: 317, adminControlled: false, bettingEndsAt: 10_000 });
  round.stage = stage;
  if (stage === 'running' || stage === 'crashed') round.startedAt = 10_000;
  if (stage === 'crashed') round.crashedAt = 29_000;
  round.lastTickHundredths = 254;
  const userId = randomUUID();
  round.bets.add({
    id: randomUUID(), gameType: 'crash', round: 42, userId, username: 'ali', amount: 12_550,
    autoCashoutHundredths: 200, multipleCashouts: 1, slot: 1, status: 'won', cashoutHundredths: 200, payout: 25_100,
  });
  return round;
}

describe('game state view', () => {
  it('keeps the crash point and the round hash out of the state until the round has crashed', () => {
    for (const stage of ['betting', 'closing', 'running'] as const) {
      const state = gameStateView(roundAt(stage), [], limits, 20_000);
      expect(state.crashPoint).toBeNull();
      expect(JSON.stringify(state)).not.toContain('3.17');
      expect(JSON.stringify(state)).not.toContain(hash.toString('hex'));
    }
  });

  it('shows the last ticked multiplier while flying and the crash point once crashed', () => {
    expect(gameStateView(roundAt('running'), [], limits, 20_000)).toMatchObject({ phase: 'running', isRunning: true, currentMultiplier: 2.54, maxWinPerBet: 60_000 });
    expect(gameStateView(roundAt('crashed'), [], limits, 30_000)).toMatchObject({ phase: 'crashed', currentMultiplier: 3.17, crashPoint: 3.17 });
  });

  it('counts the betting seconds down and commits to the previous hash', () => {
    const state = gameStateView(roundAt('betting'), [], limits, 6_500);
    expect(state).toMatchObject({ phase: 'betting', bettingPhase: true, bettingPhaseTime: 4, bettingEndsAt: 10_000 });
    expect(state.previousHash).toBe(sha256(hash).toString('hex'));
  });

  it('shows bets in PKR as the contract describes them', () => {
    const state = gameStateView(roundAt('running'), [{ id: 41, crashPoint: 1.5, adminControlled: false }], limits, 20_000);
    expect(gameStateSchema.parse(state).activeBets).toEqual([
      expect.objectContaining({ username: 'ali', amount: 125.5, status: 'won', cashoutMultiplier: 2, autoCashoutAt: 2 }),
    ]);
  });
});
