import type { MoveBatchReply, MoveBatchRequest, MoveOutcome, MoveRequest } from '@pkr/contracts';
import { type LastStatement, type PoolClient, withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { insertMoves, lockBatchState, lockTransferIds } from '../db/move-batches';
import type { PostedTransfer } from '../db/transfers';
import { houseShardFor, lockOrder, userAccount } from '../domain/accounts';
import { decideMoves, type MoveDecision } from '../domain/move-batch';
import type { MoveDirection } from '../domain/moves';

/**
 * `wallet.debit.batch` and `wallet.credit.batch`: the bets or payouts of a few milliseconds in one transaction of
 * three statements and two round trips whatever their number (the ledger's rows go with the `COMMIT`), each made
 * or refused as `wallet.debit` or `wallet.credit` would (one transfer per id, a repeat answers the first). All or
 * nothing: nothing is written once the caller's deadline has passed when the ledger's rows are to go.
 */
export async function moveBatch({ pool, announce, now }: Ledger, direction: MoveDirection, request: MoveBatchRequest, deadline?: number): Promise<MoveBatchReply> {
  const { decisions, posted } = await withTransaction(pool, (tx, last) => makeMoves(tx, direction, request.moves, now(), last), { commitBy: deadline });
  announce(...posted);
  return { outcomes: decisions.map((decision, index) => outcomeOf(request.moves[index]!.transferId, decision)) };
}

/**
 * The one place a move between a user and the house is decided and written, inside the caller's transaction:
 * each move's decision in the order asked, and the transfers this call recorded. A caller with nothing more to
 * write hands over its transaction's `last`, and the ledger's rows go with the `COMMIT`.
 */
export async function makeMoves(
  tx: PoolClient,
  direction: MoveDirection,
  moves: readonly MoveRequest[],
  now: Date,
  last: LastStatement = (statement) => statement(tx),
): Promise<{ decisions: MoveDecision[]; posted: PostedTransfer[] }> {
  const ids = moves.map((move) => move.transferId);
  // Issued together, one round trip: the server runs the state's statement once the ids are locked, so its
  // snapshot holds every transfer another holder of those ids committed.
  const [, { earlier, voided, balances, playStates }] = await Promise.all([
    lockTransferIds(tx, ids),
    lockBatchState(tx, ids, lockOrder(moves.map((move) => userAccount(move.userId)))),
  ]);
  const house = houseShardFor(ids[0]!);
  const decisions = decideMoves(direction, moves, { house, earlier, voided, balances, playStates, now });
  const writes = decisions.flatMap((decision) => (decision.kind === 'write' ? [decision.move] : []));
  return { decisions, posted: writes.length > 0 ? await last((db) => insertMoves(db, house, writes)) : [] };
}

/** The player's balance a made or repeated move left. */
export const balanceAfter = (decision: Exclude<MoveDecision, { kind: 'refused' }>): number =>
  decision.kind === 'write' ? decision.move.balanceAfter : decision.balance;

function outcomeOf(transferId: string, decision: MoveDecision): MoveOutcome {
  return decision.kind === 'refused' ? { transferId, refused: decision.error.toWire() } : { transferId, balance: balanceAfter(decision) };
}
