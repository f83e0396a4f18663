import type { AppError } from '@pkr/contracts';
import type { ChatContext } from '../context';
import { findMute } from '../db/mutes';
import { muteHolds, mutedRefusal, protectionRefusal } from '../domain/standing';
import { writeLimits, writeRefusals } from '../domain/write-limits';

/**
 * Why a player may not write now, or null: muted, on a break or self-excluded (auth owns that state, asked at each
 * post), or fewer bets placed than a writer needs (the leaderboard counts them).
 */
export async function writerRefusal({ pool, client }: ChatContext, userId: string, now: Date): Promise<AppError | null> {
  const [mute, protection, figures] = await Promise.all([
    findMute(pool, userId),
    client.call('auth.protection.get', { userId }),
    client.call('leaderboard.player', { userId }),
  ]);
  if (mute && muteHolds(mute.until, now)) return mutedRefusal(mute.until, now);
  const protectionClosed = protectionRefusal(protection, now);
  if (protectionClosed) return protectionClosed;
  if (figures.betsPlaced < writeLimits.betsToWrite) return writeRefusals.fewBets();
  return null;
}
