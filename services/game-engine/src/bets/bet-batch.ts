import { AppError, type MoveOutcome, pendingOutcome } from '@pkr/contracts';
import {
  Batcher,
  DeadlinePassedError,
  debitCallOptions,
  debitOutcomeUnknown,
  earliestDeadline,
  debitWindow,
  type ItemOutcome,
  pastDeadline,
  withTransaction,
} from '@pkr/platform';
import { settlePlacements, voidPlacingBets } from '../db/bet-placements';
import { findBetByKey, heldSlots } from '../db/bets';
import { isTakingBets } from '../db/rounds';
import type { Bet } from '../domain/bet';
import { slotRefusal } from '../domain/bet-slots';
import { refusals } from '../domain/game-errors';
import type { EngineContext } from '../engine-context';
import { countPlacedBets, countVoids } from '../engine-metrics';
import { enqueueRefunds } from '../payouts/refunds';
import { screenAndRecord } from './bet-screening';
import type { BetToPlace, PlacementResult } from './bet-to-place';

/**
 * Places the bets of a few milliseconds together: one statement reads their players' protection, one records
 * those it allows as 'placing' (bet-screening.ts), one wallet call debits them all, and one statement activates
 * the debited ones and drops the refused. Each bet is still taken or refused on its own, and only once its debit
 * is confirmed before its caller's deadline.
 */
export function betBatcher(context: EngineContext): Batcher<BetToPlace, PlacementResult> {
  const { MONEY_BATCHES_IN_FLIGHT, MONEY_BATCH_MAX } = context.settings;
  return new Batcher((items) => placeBatch(context, items), { inFlight: MONEY_BATCHES_IN_FLIGHT, maxSize: MONEY_BATCH_MAX });
}

async function placeBatch(context: EngineContext, items: BetToPlace[]): Promise<Array<ItemOutcome<PlacementResult>>> {
  const outcomes = new Map<BetToPlace, ItemOutcome<PlacementResult>>();
  // The caller's deadline is in real time; the player-protection rules read the engine's clock (context.now).
  const now = Date.now();
  // Nothing is recorded for a call whose caller has (nearly) stopped waiting: it was never taken.
  const open: BetToPlace[] = [];
  for (const item of items) {
    if (debitWindow(item.deadline, now)) open.push(item);
    else outcomes.set(item, { error: new DeadlinePassedError() });
  }
  const { refused, recorded } = open.length > 0 ? await screenAndRecord(context, open) : { refused: new Map<BetToPlace, AppError>(), recorded: new Set<string>() };
  for (const [item, error] of refused) outcomes.set(item, { error });
  for (const item of open.filter((each) => !refused.has(each) && !recorded.has(each.bet.id))) outcomes.set(item, await collision(context, item.bet));
  const placing = open.filter((item) => recorded.has(item.bet.id));
  if (placing.length > 0) for (const [item, outcome] of await debitAndActivate(context, placing)) outcomes.set(item, outcome);
  return items.map((item) => outcomes.get(item)!);
}

/**
 * A bet not recorded found its round voided by a new leader, or collided with an earlier one: the attempt under
 * its key, which then stands (a refusal if it is still being confirmed), or, without a key, the player's bet in
 * the slot, refused as placement refuses it in memory.
 */
async function collision(context: EngineContext, bet: Bet): Promise<ItemOutcome<PlacementResult>> {
  if (!(await isTakingBets(context.pool, bet.gameType, bet.round))) return { error: refusals.noActiveGame() };
  if (bet.idempotencyKey === undefined) {
    const held = await heldSlots(context.pool, bet.gameType, bet.round, bet.userId);
    return { error: slotRefusal(held, bet.slot) ?? refusals.alreadyBet() };
  }
  const earlier = await findBetByKey(context.pool, bet.userId, bet.idempotencyKey);
  return earlier ? { value: { kind: 'earlier-attempt', bet: earlier } } : { error: pendingOutcome('bet') };
}

/**
 * Asks the wallet for every debit with transfer id = bet id. A refusal of one debit (such as insufficient
 * balance) refuses that bet alone. A lost answer is asked again with the same ids while the deadline leaves time;
 * otherwise, or for a bet whose caller has stopped waiting, the debit is voided through the outbox, so it is
 * never taken twice, nor kept from a player told the bet failed.
 */
async function debitAndActivate(context: EngineContext, placing: BetToPlace[]): Promise<Map<BetToPlace, ItemOutcome<PlacementResult>>> {
  const answered = await debitAll(context, placing);
  if (answered instanceof Error) return new Map(placing.map((item) => [item, { error: answered }]));
  const outcomes = new Map(answered.map((outcome) => [outcome.transferId, outcome]));
  const result = new Map<BetToPlace, ItemOutcome<PlacementResult>>();
  const refused: string[] = [];
  const late: BetToPlace[] = [];
  const debited: BetToPlace[] = [];
  for (const item of placing) {
    const outcome = outcomes.get(item.bet.id);
    if (outcome && 'refused' in outcome) {
      refused.push(item.bet.id);
      result.set(item, { error: AppError.fromWire(outcome.refused) });
    } else if (!outcome || pastDeadline(item.deadline)) {
      late.push(item);
      result.set(item, { error: outcome ? new DeadlinePassedError() : refusals.betNotPlaced() });
    } else {
      debited.push(item);
    }
  }
  if (late.length > 0) await voidPlacing(context, late, 'Bet confirmed after its caller stopped waiting');
  const activated = await settlePlacements(context.pool, debited.map((item) => item.bet.id), refused);
  countPlacedBets(debited.filter((item) => activated.has(item.bet.id)).map((item) => item.bet));
  // A bet no longer placing was voided by a new leader, with its round.
  for (const item of debited) result.set(item, activated.has(item.bet.id) ? { value: { kind: 'placed', bet: item.bet } } : { error: refusals.betNotPlaced() });
  return result;
}

/** The wallet's outcome of each debit, or the error every bet of the batch is refused with. */
async function debitAll(context: EngineContext, placing: BetToPlace[]): Promise<MoveOutcome[] | Error> {
  const deadline = earliestDeadline(placing.map((item) => item.deadline));
  try {
    return await debitWithinDeadline(context, placing, deadline);
  } catch (first) {
    if (!debitOutcomeUnknown(first)) {
      await settlePlacements(context.pool, [], placing.map((item) => item.bet.id));
      return first as Error;
    }
    try {
      return await debitWithinDeadline(context, placing, deadline);
    } catch (second) {
      await voidPlacing(context, placing, 'Bet debit unanswered');
      return debitOutcomeUnknown(second) ? refusals.betNotPlaced() : (second as Error);
    }
  }
}

/** One attempt in the window the deadline leaves; none left counts as an unanswered attempt. */
async function debitWithinDeadline(context: EngineContext, placing: BetToPlace[], deadline: number | undefined): Promise<MoveOutcome[]> {
  const window = debitWindow(deadline, Date.now());
  if (!window) throw new DeadlinePassedError();
  const moves = placing.map(({ bet }) => ({
    transferId: bet.id,
    userId: bet.userId,
    amount: bet.amount,
    kind: 'bet' as const,
    memo: `${bet.gameType} round ${bet.round} bet`,
  }));
  const { outcomes } = await context.client.call('wallet.debit.batch', { moves }, debitCallOptions(window));
  return outcomes;
}

async function voidPlacing(context: EngineContext, items: BetToPlace[], reason: string): Promise<void> {
  context.logger.warn({ betIds: items.map((item) => item.bet.id), reason }, 'bets abandoned, voiding their debits');
  const voided = await withTransaction(context.pool, async (tx) => {
    const ids = await voidPlacingBets(tx, items.map((item) => item.bet.id));
    if (ids.length > 0) await enqueueRefunds(tx, ids, reason);
    return new Set(ids);
  });
  countVoids(items.filter((item) => voided.has(item.bet.id)).map((item) => item.bet));
  context.relay.kick();
}
