import { Batcher, type ItemOutcome, type Pool } from '@pkr/platform';
import { markWins, type WinToRecord } from '../db/bets';
import { PAYOUT_CREDIT_WAIT_MS } from './payout-credit';

/**
 * Records the wins of a few milliseconds (players' cash-outs and the auto cash-outs of one tick) in one statement;
 * each answers whether its bet was still active. A batch the database refuses is written again one win at a
 * time, so a win that cannot be written fails alone.
 */
export function winRecords(pool: Pool, batches: { inFlight: number; maxSize: number }): Batcher<WinToRecord, boolean> {
  return new Batcher<WinToRecord, boolean>(async (wins) => {
    try {
      return answers(wins, await markWins(pool, wins, PAYOUT_CREDIT_WAIT_MS));
    } catch (error) {
      if (wins.length === 1) throw error;
      return Promise.all(wins.map((win) => markWins(pool, [win], PAYOUT_CREDIT_WAIT_MS).then((won) => answers([win], won)[0]!, (failure: unknown) => ({ error: failure }))));
    }
  }, batches);
}

const answers = (wins: readonly WinToRecord[], won: ReadonlySet<string>): Array<ItemOutcome<boolean>> => wins.map((win) => ({ value: won.has(win.betId) }));
