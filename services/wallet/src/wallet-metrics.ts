import { paisaToPkr } from '@pkr/contracts';
import { counter, onScrape, type Pool, probedGauge } from '@pkr/platform';
import type { AnnounceBalances } from './balance-announcer';
import { ledgerSum, pendingRequests } from './db/ledger-figures';

const transfers = counter('pkr_ledger_transfers_total', 'Transfers the ledger recorded, by kind (bet, payout, refund, void, deposit, ...)', ['kind']);
const transferredPkr = counter('pkr_ledger_transfers_pkr_total', 'PKR the ledger moved, by transfer kind', ['kind']);
const sum = probedGauge('pkr_ledger_sum_paisa', 'Sum of every account balance in paisa: 0 while the ledger is whole', []);
const pending = probedGauge('pkr_money_requests_pending', 'Deposit and withdrawal requests awaiting review, by type', ['type']);
const oldestPending = probedGauge('pkr_money_requests_oldest_pending_age_seconds', 'Age of the oldest request awaiting review, by type', ['type']);

/** The ledger's announcements, each transfer it recorded (not one found from an earlier call) also counted. */
export function countingTransfers(announce: AnnounceBalances): AnnounceBalances {
  return (...posted) => {
    for (const transfer of posted) {
      if (!transfer?.fresh) continue;
      transfers.inc({ kind: transfer.kind });
      transferredPkr.inc({ kind: transfer.kind }, paisaToPkr(transfer.amount));
    }
    announce(...posted);
  };
}

/** Reports the ledger's sum and the requests awaiting review at each scrape; answers how to stop. */
export function watchLedger(pool: Pool): () => void {
  return onScrape(async () => {
    const [total, requests] = await Promise.all([ledgerSum(pool), pendingRequests(pool)]);
    sum.set(total);
    for (const type of ['deposit', 'withdraw'] as const) {
      const figures = requests.find((each) => each.type === type);
      pending.set({ type }, figures?.count ?? 0);
      oldestPending.set({ type }, figures?.oldestSeconds ?? 0);
    }
  });
}
