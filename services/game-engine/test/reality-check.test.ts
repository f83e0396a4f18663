import type { RealityCheckMessage } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { refusalWithStatusOf as refusal, placeBet } from './support/engine-harness';
import { checkPending as pending, RealityCheckScene } from './support/reality-check-scene';

const scene = new RealityCheckScene('engine_reality_check');
const { clock } = scene;

// Each test walks through five to seven rounds of the scene's three seconds of betting: about twenty seconds.
describe('the reality check, to a player who bets', () => {
  it('comes after N minutes of play from the first bet, refuses bets with 409 until answered, on any leader, and comes again N minutes after the answer', async () => {
    const startedAt = '2026-04-01T08:00:00.000Z';
    const player = await scene.checkedPlayer(startedAt);
    const { harness } = scene;
    await scene.betInNextRound(player, 100, 0);
    await scene.betInNextRound(player, 50, 14);
    expect(scene.checksOf(player)).toEqual([]);

    await scene.nextControlledRound();
    clock.advanceMinutes(1);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    const first: RealityCheckMessage = { type: 'reality_check', minutesPlayed: 15, netResult: -150, sessionStartedAt: startedAt };
    const sent = await scene.sentChecks(player, first);
    // Every bet refused for it sends it again, in case the first was missed.
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    await expect.poll(() => scene.checksOf(player)).toEqual([...Array(sent + 1)].map(() => first));
    expect(await harness.balance(player)).toBe(100_000 - 15_000);

    // A new leader finds the check waiting in the database.
    await harness.stopEngines();
    await scene.startEngine();
    await scene.nextControlledRound();
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);

    expect(await scene.ack(player)).toEqual({ acknowledged: true });
    expect(await scene.ack(player)).toEqual({ acknowledged: false });
    await expect(placeBet(harness.client, player, 10)).resolves.toMatchObject({ bet: { amount: 10 } });
    await scene.betInNextRound(player, 10, 14);
    await scene.nextControlledRound();
    clock.advanceMinutes(1);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    await expect.poll(() => scene.checksOf(player).at(-1)).toEqual({ ...first, minutesPlayed: 30, netResult: -170 });
  }, 60_000);

  it('counts play from the first bet after 30 minutes without one, every 60 minutes for a player who set nothing', async () => {
    clock.set('2026-04-02T08:00:00.000Z');
    const { harness } = scene;
    const player = await harness.newPlayer(1_000);
    await scene.betInNextRound(player, 10, 0);
    await scene.betInNextRound(player, 10, 50);
    // 35 minutes without a bet: the session that started at 08:00 is over, and this bet starts another.
    await scene.betInNextRound(player, 10, 35);
    await scene.betInNextRound(player, 10, 29);
    await scene.betInNextRound(player, 10, 29);
    expect(scene.checksOf(player)).toEqual([]);

    await scene.nextControlledRound();
    clock.advanceMinutes(2);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    await scene.sentChecks(player, { type: 'reality_check', minutesPlayed: 60, netResult: -30, sessionStartedAt: '2026-04-02T09:25:00.000Z' });
  }, 60_000);

  it('lets a check left unanswered lapse with its session: a player back after 30 minutes starts afresh', async () => {
    const startedAt = '2026-04-05T08:00:00.000Z';
    const player = await scene.checkedPlayer(startedAt);
    const { harness } = scene;
    await scene.betInNextRound(player, 10, 0);
    await scene.betInNextRound(player, 10, 14);
    clock.advanceMinutes(1);
    await scene.nextOpening();
    await expect.poll(() => scene.checksOf(player)).toEqual([{ type: 'reality_check', minutesPlayed: 15, netResult: -20, sessionStartedAt: startedAt }]);
    await scene.nextControlledRound();
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);

    // The player left with the check unanswered and comes back 30 minutes after their last bet, at 08:44.
    await scene.betInNextRound(player, 10, 29);
    expect(await scene.ack(player)).toEqual({ acknowledged: false });
    // The new session counts from that bet: its check comes 15 minutes on, with this session's figures only.
    const sent = scene.checksOf(player).length;
    clock.advanceMinutes(15);
    await scene.nextOpening();
    await expect.poll(() => scene.checksOf(player).slice(sent)).toEqual([
      { type: 'reality_check', minutesPlayed: 15, netResult: -10, sessionStartedAt: '2026-04-05T08:44:00.000Z' },
    ]);
  }, 60_000);
});
