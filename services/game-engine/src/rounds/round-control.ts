import { AppError, messages } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import { lockChain } from '../db/chains';
import { listScheduledControls, upsertControl } from '../db/controls';
import { lastRoundNumber } from '../db/rounds';
import { refusals } from '../domain/game-errors';
import type { EngineContext } from '../engine-context';

/**
 * The admin's view of Game Control: the newest round, the crash points set for rounds still to come, and whether
 * configuration takes crash points at all.
 */
export async function roundsInfo(context: EngineContext) {
  const currentRound = await lastRoundNumber(context.pool, context.gameType);
  const scheduled = await listScheduledControls(context.pool, context.gameType, currentRound);
  return {
    currentRound,
    scheduledCrashPoints: Object.fromEntries(scheduled.map((control) => [String(control.round), control.crashHundredths / 100])),
    controlEnabled: context.settings.GAME_CONTROL_ENABLED,
  };
}

/**
 * Sets the crash point of a round not opened yet (the next one unless a number is given), when configuration
 * enables Game Control. The current round, betting or flying, already has its crash point and cannot change.
 */
export async function setRoundControl(
  context: EngineContext,
  request: { crashPointHundredths: number; roundNumber?: number | undefined; adminId: string },
) {
  if (!context.settings.GAME_CONTROL_ENABLED) throw refusals.controlDisabled();
  const { gameType, chain } = context;
  const roundNumber = await withTransaction(context.pool, async (tx) => {
    // Under the chain's lock no round opens meanwhile, so the round checked here is the round it applies to.
    await lockChain(tx, gameType);
    const current = await lastRoundNumber(tx, gameType);
    const target = request.roundNumber ?? current + 1;
    if (target <= current) throw new AppError('VALIDATION', messages.roundNumberNotFuture(current));
    if (target >= chain.firstRound + chain.chainLength) throw new AppError('VALIDATION', `Round ${target} is past the end of the fairness chain`);
    await upsertControl(tx, gameType, { round: target, crashHundredths: request.crashPointHundredths }, request.adminId);
    return target;
  });
  context.logger.info({ gameType, roundNumber, adminId: request.adminId }, 'crash point set by an admin');
  return { message: `Crash point ${(request.crashPointHundredths / 100).toFixed(2)}x set for round ${roundNumber}`, roundNumber };
}
