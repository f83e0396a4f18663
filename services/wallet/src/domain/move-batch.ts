import type { AppError, MoveRequest } from '@pkr/contracts';
import { type AccountId, passesMaxBalance } from './accounts';
import { type MoveDirection, planMove } from './moves';
import { type PlayState, playRefusal } from './player-protection';
import { requestHash, type TransferPlan } from './transfer-plan';
import { walletErrors } from './wallet-errors';

/** What the ledger already holds under a transfer id: its details' fingerprint and the player's balance after it. */
export interface EarlierTransfer {
  requestHash: string;
  playerBalanceAfter: number;
}

/** A move this batch writes: the player's side changes by `change` (negative for a debit) and is left at `balanceAfter`. */
export interface MoveToWrite {
  plan: TransferPlan;
  hash: string;
  player: AccountId;
  change: number;
  balanceAfter: number;
}

export type MoveDecision =
  | { kind: 'write'; move: MoveToWrite }
  | { kind: 'earlier'; balance: number }
  | { kind: 'refused'; error: AppError };

export interface BatchLedger {
  /** The house row this batch moves money on. */
  house: AccountId;
  /** Transfers recorded under the batch's ids before it. */
  earlier: ReadonlyMap<string, EarlierTransfer>;
  /** Ids barred by a void that came before their transfer. */
  voided: ReadonlySet<string>;
  /** The locked balances of the players the batch moves money for. */
  balances: ReadonlyMap<AccountId, number>;
  /** The protection copies of those players that have one, read with their balances. */
  playStates: ReadonlyMap<AccountId, PlayState>;
  /** The moment breaks and exclusions are decided at. */
  now: Date;
}

/**
 * Decides each move of a batch in the order asked, as if each were its own transfer after the ones before it:
 * a repeat answers the first, a voided id or a reused id with other details is refused, and a debit past the
 * player's balance (as the earlier moves of the batch left it), or a credit past the largest balance, is refused
 * without touching the others. A bet or a purchase of a player who is self-excluded, on a break or without a
 * known date of birth is refused the same way; a payout or a refund to them always lands.
 */
export function decideMoves(direction: MoveDirection, requests: readonly MoveRequest[], ledger: BatchLedger): MoveDecision[] {
  const balances = new Map(ledger.balances);
  const seen = new Map<string, { hash: string; decision: MoveDecision }>();
  return requests.map((request) => {
    let plan: TransferPlan;
    try {
      plan = planMove(direction, request, ledger.house);
    } catch (error) {
      return refused(error as AppError);
    }
    const hash = requestHash(plan);
    const repeat = seen.get(plan.id) ?? earlierOf(ledger, plan.id);
    if (repeat) return repeat.hash === hash ? sameAnswer(repeat.decision) : refused(walletErrors.transferIdReused());
    if (ledger.voided.has(plan.id)) return refused(walletErrors.transferVoided());
    const player = direction === 'debit' ? plan.debit : plan.credit;
    const change = direction === 'debit' ? -plan.amount : plan.amount;
    const balanceAfter = (balances.get(player) ?? 0) + change;
    const refusal =
      (direction === 'debit' ? playRefusal(ledger.playStates.get(player) ?? null, ledger.now) : null) ??
      (balanceAfter < 0 ? walletErrors.insufficientBalance() : passesMaxBalance(player, balanceAfter) ? walletErrors.aboveMaxBalance() : null);
    const decision: MoveDecision = refusal ? refused(refusal) : { kind: 'write', move: { plan, hash, player, change, balanceAfter } };
    if (decision.kind === 'write') balances.set(player, balanceAfter);
    seen.set(plan.id, { hash, decision });
    return decision;
  });
}

const refused = (error: AppError): MoveDecision => ({ kind: 'refused', error });

function earlierOf(ledger: BatchLedger, id: string): { hash: string; decision: MoveDecision } | undefined {
  const earlier = ledger.earlier.get(id);
  return earlier && { hash: earlier.requestHash, decision: { kind: 'earlier', balance: earlier.playerBalanceAfter } };
}

/** A repeat inside the batch answers what the first one got, and is never written a second time. */
function sameAnswer(first: MoveDecision): MoveDecision {
  return first.kind === 'write' ? { kind: 'earlier', balance: first.move.balanceAfter } : first;
}
