import type { RoundBetsUpdate, RoundTableBet } from '@pkr/contracts';
import type { LiveRound } from './live-round';
import { roundTableView } from './round-table-view';

/** Players hear the table's changes at most five times a second. */
export const ROUND_TABLE_UPDATE_MS = 200;

/** What a row shows that can change once the bet is in the table: its cash-out. */
const shownOf = (row: RoundTableBet) => `${row.cashoutMultiplier}:${row.winAmount}`;

/**
 * Sends the changes of one round's live table while the round runs: every 200 ms it compares the round's bets with
 * what it last sent and, only when something changed, sends one `round_bets_update` with the rows that appeared
 * or changed and the ids of bets that left the table. Placement, cash-outs and cancels need no hook: the round's
 * bets in memory are the source. Each round has its own feed, so a round starts from an empty table.
 */
export class RoundTableFeed {
  private readonly sent = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly round: LiveRound,
    private readonly send: (update: RoundBetsUpdate) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.sendChanges(), ROUND_TABLE_UPDATE_MS);
  }

  /** Sends what changed since the last update, then stops: the round's table no longer changes. */
  finish(): void {
    this.stop();
    this.sendChanges();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  sendChanges(): void {
    const table = roundTableView(this.round);
    const changed = table.bets.filter((row) => this.sent.get(row.id) !== shownOf(row));
    const present = new Set(table.bets.map((row) => row.id));
    const removed = [...this.sent.keys()].filter((id) => !present.has(id));
    if (changed.length === 0 && removed.length === 0) return;
    for (const row of changed) this.sent.set(row.id, shownOf(row));
    for (const id of removed) this.sent.delete(id);
    const { gameType } = this.round.plan;
    this.send({ type: 'round_bets_update', gameType, round: table.round, bets: changed, removed, count: table.count, totalAmount: table.totalAmount });
  }
}
