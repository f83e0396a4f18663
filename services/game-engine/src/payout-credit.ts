import { deliverNow, type OutboxItem } from '@pkr/platform';
import type { Bet } from './domain/bet';
import type { EngineContext } from './engine-context';

/** How long a cash-out waits for the wallet before it answers and leaves the credit to the outbox. */
export const PAYOUT_CREDIT_WAIT_MS = 1_000;

/** The credit of a won bet's payout: transfer id "payout:<bet id>", so however often it is sent it pays once. */
export function payoutCredit(bet: Bet, hundredths: number, payout: number): OutboxItem<'wallet.credit'> {
  return {
    subject: 'wallet.credit',
    payload: {
      transferId: `payout:${bet.id}`,
      userId: bet.userId,
      amount: payout,
      kind: 'payout',
      memo: `${bet.gameType} round ${bet.round} cash-out at ${(hundredths / 100).toFixed(2)}x`,
    },
    dedupeKey: `payout:${bet.id}`,
  };
}

/**
 * Credits a payout right after the win was committed with it in the outbox, so the cash-out answers with the
 * money already in the account; when the wallet does not answer in time the relay delivers it instead.
 */
export async function creditPayoutNow(context: EngineContext, credit: OutboxItem<'wallet.credit'>): Promise<void> {
  const delivered = await deliverNow(context.pool, context.client, credit, PAYOUT_CREDIT_WAIT_MS).catch((error: unknown) => {
    context.logger.warn({ err: error, transferId: credit.payload.transferId }, 'could not record a payout credited at once');
    return true;
  });
  if (!delivered) context.relay.kick();
}
