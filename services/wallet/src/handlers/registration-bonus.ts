import type { UserRegistered } from '@pkr/contracts';
import { markProcessed, withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { findTransfer, lockTransferId } from '../db/transfers';
import { planRegistrationBonus } from '../domain/registration-bonus';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

const CONSUMER = 'wallet';

/** `wallet.on.user-registered`: the free coins, once per user however often the event is delivered. */
export async function applyRegistrationBonus(
  { pool, announce }: Ledger,
  bonus: number,
  event: UserRegistered,
): Promise<{ eventId: string; duplicate: boolean }> {
  const { duplicate, posted } = await withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return { duplicate: true, posted: null };
    if (bonus <= 0) return { duplicate: false, posted: null };
    const plan = planRegistrationBonus(event.userId, bonus);
    await lockTransferId(tx, plan.id);
    // checked by id alone: a bonus given under an older configured amount still counts as given
    if (await findTransfer(tx, plan.id)) return { duplicate: false, posted: null };
    return { duplicate: false, posted: await postOnce(tx, plan, walletErrors.insufficientBalance) };
  });
  announce(posted);
  return { eventId: event.eventId, duplicate };
}
