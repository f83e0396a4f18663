import { withTransaction } from '@pkr/platform';
import { lockChain } from '../db/chains';
import { findControl } from '../db/controls';
import { insertRound, lastRoundNumber } from '../db/rounds';
import { crashRulesOf } from '../domain/chain-rules';
import { crashPointHundredths } from '../domain/crash-point';
import type { EngineContext } from '../engine-context';
import { roundHash } from './fairness-ceremony';
import { LiveRound, type RoundPlan } from './live-round';

/**
 * Opens the next round: number = last + 1 (voided rounds count), hash from the chain, crash point from the
 * hash, or from an admin control set for this round while configuration enables Game Control, which then keeps
 * the chain hash and is labelled. A control set while it was enabled is not played once it is off. The round
 * records the edge and cap it is opened with (a controlled one too), so it stays verifiable when they change.
 */
export async function openRound(context: EngineContext, bettingMs: number): Promise<LiveRound> {
  const { gameType, chain, settings } = context;
  const bettingEndsAt = Date.now() + bettingMs;
  const plan = await withTransaction(context.pool, async (tx): Promise<RoundPlan> => {
    const live = await lockChain(tx, gameType);
    // A replica that began a new chain meanwhile owns the rounds from here; this leader gives the clock up.
    if (!live?.equals(chain.terminatingHash)) throw new Error(`The ${gameType} chain was replaced after this leader loaded it`);
    const number = (await lastRoundNumber(tx, gameType)) + 1;
    const hash = await roundHash(tx, chain, number);
    const controlled = settings.GAME_CONTROL_ENABLED ? await findControl(tx, gameType, number) : undefined;
    const crashHundredths = controlled ?? crashPointHundredths(hash, chain.salt, crashRulesOf(chain.rules));
    const opened = { gameType, number, hash, crashHundredths, adminControlled: controlled !== undefined, bettingEndsAt };
    await insertRound(tx, { ...opened, bettingEndsAt: new Date(bettingEndsAt), ...chain.rules });
    return opened;
  });
  return new LiveRound(plan);
}
