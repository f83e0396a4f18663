import { houseShardFor, userAccount } from './accounts';
import { transferIds } from './transfer-ids';
import type { TransferPlan } from './transfer-plan';

/** The free coins of a new account: one transfer per user, whatever the number of events announcing them. */
export function planRegistrationBonus(userId: string, amount: number): TransferPlan {
  const id = transferIds.registrationBonus(userId);
  return {
    id,
    debit: houseShardFor(id),
    credit: userAccount(userId),
    amount,
    kind: 'registration_bonus',
    memo: 'Registration bonus',
    actorId: null,
  };
}
