import { toHundredths } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import { lockChain } from '../db/chains';
import { findControl } from '../db/controls';
import { insertRound, lastRoundNumber } from '../db/rounds';
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
    await lockChain(tx, gameType);
    const number = (await lastRoundNumber(tx, gameType)) + 1;
    const hash = await roundHash(tx, chain, number);
    const controlled = settings.GAME_CONTROL_ENABLED ? await findControl(tx, gameType, number) : undefined;
    const rules = { houseEdgePercent: settings.HOUSE_EDGE_PERCENT, maxHundredths: toHundredths(settings.MAX_MULTIPLIER) };
    const crashHundredths = controlled ?? crashPointHundredths(hash, chain.salt, rules);
    const opened = { gameType, number, hash, crashHundredths, adminControlled: controlled !== undefined, bettingEndsAt };
    const houseEdgeHundredths = toHundredths(rules.houseEdgePercent);
    await insertRound(tx, { ...opened, bettingEndsAt: new Date(bettingEndsAt), houseEdgeHundredths, maxHundredths: rules.maxHundredths });
    return opened;
  });
  return new LiveRound(plan);
}
