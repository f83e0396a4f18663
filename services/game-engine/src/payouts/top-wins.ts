import { type ParsedRequestOf, startOfPakistanDay, startOfPakistanMonth, startOfPakistanYear, type TopWinsReply } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import { listTopWins } from '../db/top-wins';

const TOP_WINS = 10;

/** Each period starts at midnight in Pakistan, where the players are. */
const periodStarts: Record<TopWinsReply['period'], (at: Date) => Date> = {
  day: startOfPakistanDay,
  month: startOfPakistanMonth,
  year: startOfPakistanYear,
};

/** The ten biggest wins of a game in the current day, month or year, by payout or by multiplier. */
export async function topWins(db: Queryable, { gameType, period, by }: ParsedRequestOf<'game.top'>, now: Date): Promise<TopWinsReply> {
  return { period, by, bets: await listTopWins(db, gameType, periodStarts[period](now), by, TOP_WINS) };
}
