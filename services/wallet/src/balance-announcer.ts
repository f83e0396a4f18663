import { broadcasts } from '@pkr/contracts';
import type { Bus, Logger, Pool } from '@pkr/platform';
import type { PostedTransfer } from './db/transfers';
import { balanceChanges } from './domain/balance-changes';

/** Called with what a transaction posted, once it has committed. */
export type AnnounceBalances = (...posted: (PostedTransfer | null | undefined)[]) => void;

/** What a handler that moves money works with: the database, the clock, and the announcement it makes after commit. */
export interface Ledger {
  pool: Pool;
  announce: AnnounceBalances;
  /** The moment the protection rules are decided at; tests move it. */
  now: () => Date;
}

/**
 * Publishes every player balance a committed transfer changed on `live.balance`. Fire and forget: the ledger is
 * the truth, a lost announcement only delays a screen until its next read. A transfer found from an earlier call
 * changed nothing and is not announced again. The changes of one batch are published in one turn, so the bus
 * joins them into one message.
 */
export function balanceAnnouncer(bus: Bus, logger: Logger): AnnounceBalances {
  return (...posted) => {
    for (const transfer of posted) {
      if (!transfer?.fresh) continue;
      for (const change of balanceChanges(transfer)) {
        try {
          bus.publish(broadcasts.balance, change);
        } catch (error) {
          logger.warn({ err: error, transferId: change.transferId }, 'could not announce a balance change');
        }
      }
    }
  };
}
