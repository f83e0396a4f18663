import type { UserRegistered } from '@pkr/contracts';
import { markProcessed, type Pool, withTransaction } from '@pkr/platform';
import { findTransfer, lockTransferId } from '../db/transfers';
import { planRegistrationBonus } from '../domain/registration-bonus';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

const CONSUMER = 'wallet';

/** `wallet.on.user-registered`: the free coins, once per user however often the event is delivered. */
export async function applyRegistrationBonus(
  pool: Pool,
  bonus: number,
  event: UserRegistered,
): Promise<{ eventId: string; duplicate: boolean }> {
  return withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return { eventId: event.eventId, duplicate: true };
    if (bonus > 0) {
      const plan = planRegistrationBonus(event.userId, bonus);
      await lockTransferId(tx, plan.id);
      // checked by id alone: a bonus given under an older configured amount still counts as given
      if (!(await findTransfer(tx, plan.id))) await postOnce(tx, plan, walletErrors.insufficientBalance);
    }
    return { eventId: event.eventId, duplicate: false };
  });
}
