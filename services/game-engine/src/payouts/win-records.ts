import { Batcher, type ItemOutcome, type Pool, removeDelivered } from '@pkr/platform';
import { markWins, type WinToRecord } from '../db/bets';
import { type CreditDeps, creditPayouts, PAYOUT_CREDIT_WAIT_MS } from './payout-credit';

/** What becomes of a win handed to `WinRecords.record`. */
export interface WinSettlement {
  /** Whether the win was written (false: the bet was no longer active, nothing queued); rejects if the write failed. */
  written: Promise<boolean>;
  /** Settles once the payout is in the player's account, or left due in the outbox for its relay; never rejects. */
  credited: Promise<void>;
}

interface PendingWin {
  win: WinToRecord;
  written: (outcome: ItemOutcome<boolean>) => void;
}

/**
 * Wins and their payouts, a few milliseconds of them at a time (players' cash-outs and a tick's auto cash-outs):
 * one statement writes the wins with their credits queued in the outbox, each win is told at once whether it was
 * written, and one wallet call then credits the payouts of those written. A batch keeps its place until the
 * wallet answers, so the wins arriving meanwhile gather into the next batch, as bets do; a wallet that hangs
 * holds the next wins' writes for at most its call's timeout, `PAYOUT_CREDIT_WAIT_MS`.
 *
 * The outbox rows of the payouts credited are taken out by the next batch's statement when wins are
 * waiting for one, else at once on their own: either way well before the relay would find them due.
 */
export class WinRecords {
  private readonly batches: Batcher<PendingWin, void>;
  /** Dedupe keys of payouts credited whose rows are still in the outbox: the next batch's statement takes them out. */
  private delivered: string[] = [];

  constructor(
    private readonly deps: CreditDeps & { pool: Pool },
    options: { inFlight: number; maxSize: number },
  ) {
    this.batches = new Batcher((pending) => this.settle(pending), options);
  }

  record(win: WinToRecord): WinSettlement {
    let told!: (outcome: ItemOutcome<boolean>) => void;
    const written = new Promise<boolean>((resolve, reject) => {
      told = (outcome) => ('value' in outcome ? resolve(outcome.value) : reject(outcome.error));
    });
    return { written, credited: this.batches.submit({ win, written: told }) };
  }

  private async settle(pending: PendingWin[]): Promise<Array<ItemOutcome<void>>> {
    const outcomes = await this.write(pending.map((each) => each.win), this.delivered.splice(0));
    pending.forEach((each, index) => each.written(outcomes[index]!));
    const credits = pending.filter((_, index) => isWon(outcomes[index]!)).map((each) => each.win.credit);
    if (credits.length > 0) this.delivered.push(...(await creditPayouts(this.deps, credits)));
    if (this.batches.queued === 0) this.removeDelivered(this.delivered.splice(0));
    return pending.map(() => ({ value: undefined }));
  }

  /**
   * One statement for the batch, which also takes out `delivered`; a batch the database refuses is written again one
   * win at a time, so a win that cannot be written fails alone, and its delivered rows go on their own.
   */
  private async write(wins: WinToRecord[], delivered: string[]): Promise<Array<ItemOutcome<boolean>>> {
    try {
      return answers(wins, await markWins(this.deps.pool, wins, PAYOUT_CREDIT_WAIT_MS, delivered));
    } catch (error) {
      this.removeDelivered(delivered);
      if (wins.length === 1) return [{ error }];
      return Promise.all(wins.map((win) => markWins(this.deps.pool, [win], PAYOUT_CREDIT_WAIT_MS).then((won) => answers([win], won)[0]!, (failure: unknown) => ({ error: failure }))));
    }
  }

  /** The money is in the accounts: a row this misses stays due, and the relay's second send pays nothing, as the wallet pays a transfer id once. */
  private removeDelivered(dedupeKeys: string[]): void {
    if (dedupeKeys.length === 0) return;
    removeDelivered(this.deps.pool, dedupeKeys).catch((error: unknown) => this.deps.logger.warn({ err: error, dedupeKeys }, 'credited payouts left due in the outbox'));
  }
}

const isWon = (outcome: ItemOutcome<boolean>) => 'value' in outcome && outcome.value;

const answers = (wins: readonly WinToRecord[], won: ReadonlySet<string>): Array<ItemOutcome<boolean>> => wins.map((win) => ({ value: won.has(win.betId) }));
