import { setTimeout as sleep } from 'node:timers/promises';
import { type AppError, pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, balancedLedger } from '../../wallet/test/support/ledger-audit';
import { type EngineHarness, type Player, startEngineHarness, untilRecorded, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_cancel_race');
  // Rounds crash by 1.01x, a flight of under 200 ms: every bet that rides loses all the same, and six rounds take
  // about ten seconds where a flight to the harness's 1.20x made them take most of the test's thirty.
  await harness.startEngine({ MAX_MULTIPLIER: '1.01' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

/** When each player's cancel is sent, from the end of betting: one surely before, one surely after, three racing it. */
const offsetsMs = [-150, -8, 0, 8, 150];
const ROUNDS = 6;

const cancelAt = async (player: Player, at: number) => {
  await sleep(Math.max(0, at - Date.now()));
  return harness.client.call('game.crash.cancel', { userId: player.userId, slot: 1 });
};

async function outcomeOf(betId: string) {
  const [bet, refunds] = await Promise.all([
    harness.engineDb.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [betId]),
    harness.walletDb.query('SELECT 1 FROM transfers WHERE id = $1', [`void:${betId}`]),
  ]);
  return { status: bet.rows[0]?.status, refunds: refunds.rows.length };
}

describe('a cancel racing the end of betting', () => {
  it('is decided once: the stake back with the bet voided, or the bet riding with no refund, the ledger balanced', async () => {
    const players = await Promise.all(offsetsMs.map(() => harness.newPlayer(1_000)));
    const seen = { refunded: 0, riding: 0 };
    // Each run takes a round from its start, so every bet is in before any cancel is due.
    let last = (await harness.client.call('game.crash.state', {})).currentRound;
    for (let run = 0; run < ROUNDS; run += 1) {
      const { round, bettingEndsAt } = await harness.live.waitFor('betting_phase', (event) => event.round > last);
      last = round;
      const before = await Promise.all(players.map((player) => harness.balance(player)));
      const placed = await Promise.all(
        players.map((player) => harness.client.call('game.crash.bet', { ...player, amount: pkrToPaisa(10), autoCashoutHundredths: null, multipleCashouts: 1 })),
      );
      const jitter = () => Math.round(Math.random() * 6) - 3;
      const answers = await Promise.allSettled(players.map((player, index) => cancelAt(player, bettingEndsAt + offsetsMs[index]! + jitter())));
      await untilRecorded(harness.client, round);
      for (const [index, answer] of answers.entries()) {
        const outcome = { ...(await outcomeOf(placed[index]!.betId)), balance: await harness.balance(players[index]!) };
        if (answer.status === 'fulfilled') {
          seen.refunded += 1;
          expect(answer.value).toEqual({ betId: placed[index]!.betId, slot: 1, balance: before[index]! / 100 });
          expect(outcome).toEqual({ status: 'voided', refunds: 1, balance: before[index] });
        } else {
          seen.riding += 1;
          const { code, message, status } = answer.reason as AppError;
          expect({ code, message, status }).toEqual({ code: 'BETTING_CLOSED', message: 'Betting is closed for this round', status: 409 });
          expect(outcome).toEqual({ status: 'lost', refunds: 0, balance: before[index]! - pkrToPaisa(10) });
        }
      }
      expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
    }
    expect(seen.refunded + seen.riding).toBe(ROUNDS * offsetsMs.length);
    expect(seen.refunded).toBeGreaterThanOrEqual(ROUNDS);
    expect(seen.riding).toBeGreaterThanOrEqual(ROUNDS);
  });
});
