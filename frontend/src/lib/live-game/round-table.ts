import type { RoundBetsReply, RoundBetsUpdate, RoundTableBet } from '@pkr/contracts';

/** The round's live table: every bet with its cash-out as it happens, the count and the total staked. */
export type RoundTable = {
  round: number | null;
  bets: RoundTableBet[];
  count: number;
  totalAmount: number;
  /** Whether an update of this round has been applied: its count and total are newer than a seed's. */
  updated: boolean;
};

export const emptyRoundTable: RoundTable = { round: null, bets: [], count: 0, totalAmount: 0, updated: false };

/** A new round's table starts empty. */
export const tableOfRound = (round: number): RoundTable => ({ ...emptyRoundTable, round });

const upsertRows = (rows: RoundTableBet[], changed: RoundTableBet[]): RoundTableBet[] => {
  const byId = new Map(changed.map((bet) => [bet.id, bet]));
  const kept = rows.map((bet) => byId.get(bet.id) ?? bet);
  const known = new Set(rows.map((bet) => bet.id));
  return [...kept, ...changed.filter((bet) => !known.has(bet.id))];
};

/** Changed rows replace theirs by id, cancelled bets leave, and the count and total are the server's after them. */
export function applyTableUpdate(table: RoundTable, update: RoundBetsUpdate): RoundTable {
  if (table.round !== null && update.round < table.round) return table;
  const rows = table.round === update.round ? table.bets : [];
  const removed = new Set(update.removed);
  const bets = upsertRows(rows, update.bets).filter((bet) => !removed.has(bet.id));
  return { round: update.round, bets, count: update.count, totalAmount: update.totalAmount, updated: true };
}

/**
 * The table as `GET round-bets` answered on opening the page. Updates that arrived before the answer are newer:
 * their rows and totals stay, and the answer adds only the rows they did not name.
 */
export function seedTable(table: RoundTable, reply: RoundBetsReply): RoundTable {
  if (table.round !== null && reply.round < table.round) return table;
  if (table.round !== reply.round || !table.updated) {
    return { round: reply.round, bets: reply.bets, count: reply.count, totalAmount: reply.totalAmount, updated: false };
  }
  const known = new Set(table.bets.map((bet) => bet.id));
  return { ...table, bets: [...reply.bets.filter((bet) => !known.has(bet.id)), ...table.bets] };
}
