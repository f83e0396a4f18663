import { AppError } from '@pkr/contracts';

/** Who may write and how often: the same for every room. */
export const writeLimits = {
  /** New accounts read: a player writes after this many bets. */
  betsToWrite: 5,
  /** The least time between two messages of one player. */
  gapMs: 2_000,
  /** The most messages of one player in any minute. */
  perMinute: 10,
} as const;

export const writeRefusals = {
  fewBets: () => new AppError('FORBIDDEN', `Place ${writeLimits.betsToWrite} bets to write in chat`),
  tooSoon: () => new AppError('RATE_LIMITED', 'Wait 2 seconds between messages'),
  tooMany: () => new AppError('RATE_LIMITED', `At most ${writeLimits.perMinute} messages a minute`),
};

/** Whether a player whose messages of the last minute went out at `sentAts` may write at `now`. */
export function rateRefusal(sentAts: readonly Date[], now: Date): AppError | null {
  const recent = sentAts.filter((sentAt) => now.getTime() - sentAt.getTime() < 60_000);
  if (recent.some((sentAt) => now.getTime() - sentAt.getTime() < writeLimits.gapMs)) return writeRefusals.tooSoon();
  if (recent.length >= writeLimits.perMinute) return writeRefusals.tooMany();
  return null;
}
