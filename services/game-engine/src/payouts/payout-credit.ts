import type { BusClient, Logger, OutboxItem, OutboxRelay } from '@pkr/platform';
import type { Bet } from '../domain/bet';

/** How long a cash-out waits for the wallet before it answers and leaves the credit to the outbox. */
export const PAYOUT_CREDIT_WAIT_MS = 1_000;

export type PayoutCredit = OutboxItem<'wallet.credit'>;

/** The credit of a won bet's payout: transfer id "payout:<bet id>", so however often it is sent it pays once. */
export function payoutCredit(bet: Bet, hundredths: number, payout: number): PayoutCredit {
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

/** What crediting needs: the wallet to call, and the outbox relay that delivers what the wallet does not take. */
export interface CreditDeps {
  client: BusClient;
  relay: OutboxRelay;
  logger: Logger;
}

/**
 * Credits payouts right after their wins were committed with them in the outbox, in one wallet call, so each
 * cash-out answers with the money already in the account. Answers the dedupe keys of those credited, for their
 * outbox rows to be taken out; the rest stay due there, and the relay is woken for them. Never fails.
 */
export async function creditPayouts({ client, relay, logger }: CreditDeps, credits: PayoutCredit[]): Promise<string[]> {
  try {
    const { outcomes } = await client.call('wallet.credit.batch', { moves: credits.map((credit) => credit.payload) }, { timeoutMs: PAYOUT_CREDIT_WAIT_MS });
    const credited = new Set(outcomes.flatMap((outcome) => ('balance' in outcome ? [outcome.transferId] : [])));
    if (credited.size < credits.length) relay.kick();
    return credits.filter((credit) => credited.has(credit.payload.transferId)).map((credit) => credit.dedupeKey);
  } catch (error) {
    logger.warn({ err: error, transferIds: credits.map((credit) => credit.payload.transferId) }, 'payouts left to the outbox');
    relay.kick();
    return [];
  }
}
