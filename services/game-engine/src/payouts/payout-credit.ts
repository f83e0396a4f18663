import { Batcher, type BusClient, type Logger, markDelivered, type OutboxItem, type OutboxRelay, type Pool } from '@pkr/platform';
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

/** What crediting needs: the wallet to call, and the outbox whose rows it marks delivered or leaves to the relay. */
interface CreditDeps {
  pool: Pool;
  client: BusClient;
  relay: OutboxRelay;
  logger: Logger;
}

/**
 * Credits payouts right after their wins were committed with them in the outbox, the cash-outs of a few
 * milliseconds in one wallet call, so each cash-out answers with the money already in the account. What the
 * wallet does not credit in time stays due in the outbox, and the relay delivers it instead.
 */
export function payoutCredits(deps: CreditDeps, batches: { inFlight: number; maxSize: number }): Batcher<PayoutCredit, void> {
  return new Batcher<PayoutCredit, void>(
    async (credits) => {
      await creditNow(deps, credits).catch((error: unknown) => {
        deps.logger.warn({ err: error, transferIds: credits.map((credit) => credit.payload.transferId) }, 'payouts left to the outbox');
        deps.relay.kick();
      });
      return credits.map(() => ({ value: undefined }));
    },
    batches,
  );
}

async function creditNow(deps: CreditDeps, credits: PayoutCredit[]): Promise<void> {
  const { outcomes } = await deps.client.call('wallet.credit.batch', { moves: credits.map((credit) => credit.payload) }, { timeoutMs: PAYOUT_CREDIT_WAIT_MS });
  const credited = new Set(outcomes.flatMap((outcome) => ('balance' in outcome ? [outcome.transferId] : [])));
  const delivered = credits.filter((credit) => credited.has(credit.payload.transferId)).map((credit) => credit.dedupeKey);
  // The money is in the accounts, so the cash-outs answer now and their rows are marked behind them: a row the
  // mark misses stays due, and the relay's second send pays nothing, as the wallet pays a transfer id once.
  markDelivered(deps.pool, delivered).catch((error: unknown) => deps.logger.warn({ err: error, dedupeKeys: delivered }, 'credited payouts left due in the outbox'));
  if (credited.size < credits.length) deps.relay.kick();
}
