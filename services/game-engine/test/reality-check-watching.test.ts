import type { RealityCheckMessage } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { refusalWithStatusOf as refusal, placeBet } from './support/engine-harness';
import { checkPending as pending, RealityCheckScene } from './support/reality-check-scene';

const scene = new RealityCheckScene('engine_reality_check_watching');
const { clock } = scene;

describe('the reality check, to a player who stops betting', () => {
  it('is sent at the first round opening after N minutes to a player who only watches, once, and again N minutes after the answer', async () => {
    const startedAt = '2026-04-03T08:00:00.000Z';
    const player = await scene.checkedPlayer(startedAt);
    const { harness } = scene;
    await scene.betInNextRound(player, 100, 0);
    await scene.betInNextRound(player, 50, 14);
    // From here the player only watches: the interval passes between two rounds, and no bet is tried.
    clock.advanceMinutes(1);
    await scene.nextOpening();
    const first: RealityCheckMessage = { type: 'reality_check', minutesPlayed: 15, netResult: -150, sessionStartedAt: startedAt };
    await expect.poll(() => scene.checksOf(player)).toEqual([first]);
    await scene.nextOpening();
    expect(scene.checksOf(player)).toEqual([first]);

    await scene.nextControlledRound();
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    expect(await scene.ack(player)).toEqual({ acknowledged: true });
    await expect(placeBet(harness.client, player, 10)).resolves.toMatchObject({ bet: { amount: 10 } });

    // Counted from the answer at 08:15: nothing at 08:29, the next check at the first opening from 08:30.
    clock.advanceMinutes(14);
    await scene.nextOpening();
    await scene.nextOpening();
    expect(scene.checksOf(player)).toEqual([first, first]);
    clock.advanceMinutes(1);
    await scene.nextOpening();
    await expect.poll(() => scene.checksOf(player)).toEqual([first, first, { ...first, minutesPlayed: 30, netResult: -160 }]);
  }, 60_000);

  it('is not sent for a session that ended with 30 minutes without a bet', async () => {
    const player = await scene.checkedPlayer('2026-04-04T08:00:00.000Z');
    const { harness } = scene;
    await scene.betInNextRound(player, 10, 0);
    clock.advanceMinutes(30);
    await scene.nextOpening();
    await scene.nextOpening();
    expect(scene.checksOf(player)).toEqual([]);
    // The next bet starts a new session, with nothing to answer.
    await expect(placeBet(harness.client, player, 10)).resolves.toMatchObject({ bet: { amount: 10 } });
  });
});
