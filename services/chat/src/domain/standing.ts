import { AppError, chatMessages, type ChatMuteDuration, type ProtectionState } from '@pkr/contracts';

const muteLengthMs: Record<Exclude<ChatMuteDuration, 'forever'>, number> = { '1h': 3_600_000, '1d': 86_400_000 };

/** When a mute given at `now` ends; null for one given for good. */
export function muteEnd(duration: ChatMuteDuration, now: Date): Date | null {
  return duration === 'forever' ? null : new Date(now.getTime() + muteLengthMs[duration]);
}

/** Whether a mute ending at `until` (null: never) still holds at `now`. */
export const muteHolds = (until: Date | null, now: Date): boolean => until === null || until > now;

/** The refusal a muted player's message gets at `now`: until when the mute holds, in Pakistan's time, or for good. */
export function mutedRefusal(until: Date | null, now: Date): AppError {
  const message = until === null ? chatMessages.mutedForGood : chatMessages.mutedUntil(until, now);
  return new AppError('FORBIDDEN', message, { mutedUntil: until?.toISOString() ?? null });
}

/** A player on a break or self-excluded reads chat but does not write in it. */
export function protectionRefusal(protection: Pick<ProtectionState, 'breakUntil' | 'selfExcludedUntil'>, now: Date): AppError | null {
  const holds = (until: string | null) => until !== null && new Date(until) > now;
  if (holds(protection.selfExcludedUntil)) return new AppError('FORBIDDEN', 'Chat is closed to you while you are self-excluded');
  if (holds(protection.breakUntil)) return new AppError('FORBIDDEN', 'Chat is closed to you while you are on a break');
  return null;
}
