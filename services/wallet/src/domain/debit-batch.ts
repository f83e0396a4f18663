import type { AppError, MoveRequest } from '@pkr/contracts';
import type { AccountId } from './accounts';
import { planMove } from './moves';
import { requestHash, type TransferPlan } from './transfer-plan';
import { walletErrors } from './wallet-errors';

/** What the ledger already holds under a transfer id. */
export interface EarlierTransfer {
  requestHash: string;
  debitBalanceAfter: number;
}

/** A debit this batch writes, with the balance it leaves its player. */
export interface DebitToWrite {
  plan: TransferPlan;
  hash: string;
  debitBalanceAfter: number;
}

export type DebitDecision =
  | { kind: 'write'; debit: DebitToWrite }
  | { kind: 'earlier'; balance: number }
  | { kind: 'refused'; error: AppError };

export interface BatchLedger {
  /** Transfers recorded under the batch's ids before it. */
  earlier: ReadonlyMap<string, EarlierTransfer>;
  /** Ids barred by a void that came before their transfer. */
  voided: ReadonlySet<string>;
  /** The locked balances of the accounts the batch debits. */
  balances: ReadonlyMap<AccountId, number>;
}

/**
 * Decides each debit of a batch in the order asked, as if each were its own transfer after the ones before it:
 * a repeat answers the first, a voided id or a reused id with other details is refused, and a debit past the
 * player's balance (as the earlier debits of the batch left it) is refused without touching the others.
 */
export function decideDebits(requests: readonly MoveRequest[], ledger: BatchLedger): DebitDecision[] {
  const balances = new Map(ledger.balances);
  const seen = new Map<string, { hash: string; decision: DebitDecision }>();
  return requests.map((request) => {
    let plan: TransferPlan;
    try {
      plan = planMove('debit', request);
    } catch (error) {
      return { kind: 'refused', error: error as AppError };
    }
    const hash = requestHash(plan);
    const repeat = seen.get(plan.id) ?? earlierOf(ledger, plan.id);
    if (repeat) return repeat.hash === hash ? sameAnswer(repeat.decision) : refused(walletErrors.transferIdReused());
    if (ledger.voided.has(plan.id)) return refused(walletErrors.transferVoided());
    const before = balances.get(plan.debit) ?? 0;
    const decision: DebitDecision =
      before < plan.amount
        ? refused(walletErrors.insufficientBalance())
        : { kind: 'write', debit: { plan, hash, debitBalanceAfter: before - plan.amount } };
    if (decision.kind === 'write') balances.set(plan.debit, decision.debit.debitBalanceAfter);
    seen.set(plan.id, { hash, decision });
    return decision;
  });
}

const refused = (error: AppError): DebitDecision => ({ kind: 'refused', error });

function earlierOf(ledger: BatchLedger, id: string): { hash: string; decision: DebitDecision } | undefined {
  const earlier = ledger.earlier.get(id);
  return earlier && { hash: earlier.requestHash, decision: { kind: 'earlier', balance: earlier.debitBalanceAfter } };
}

/** A repeat inside the batch answers what the first one got, and is never written a second time. */
function sameAnswer(first: DebitDecision): DebitDecision {
  return first.kind === 'write' ? { kind: 'earlier', balance: first.debit.debitBalanceAfter } : first;
}
