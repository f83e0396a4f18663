import { AppError, limitsInForce, playRestriction, protectionMessages, protectionRules, type ProtectionState } from '@pkr/contracts';

/**
 * A play session is a run of bets without a pause of 30 minutes: it starts at the first bet after such a pause
 * (or the player's first bet ever). It is counted per player, not per login, so a second device or a quick
 * logout and login neither splits the play time nor restarts the reality check's count.
 */
export const PLAY_SESSION_GAP_MS = 30 * 60 * 1000;

/** The reality check's state of a player's play session, as the engine's database keeps it. */
export interface PlaySession {
  startedAt: Date;
  /** Play is counted from here: the session's start, then each answer to a check. */
  countedFrom: Date;
  /** When the check waiting for an answer was sent, with the session's net (paisa) it showed; null when none waits. */
  askedAt: Date | null;
  askedNet: number | null;
}

/** What a bet of a player is checked against: the protection copy, the play session and their last bet. */
export interface PlayerGuard {
  copy: ProtectionState | null;
  session: PlaySession | null;
  lastBetAt: Date | null;
}

export type Verdict =
  /** `realityCheck` says whether to send the check now ('ask') or send again the one waiting ('remind'). */
  | { refusal: AppError; realityCheck?: 'ask' | 'remind' }
  /** Taken as far as these rules go; the loss limit (paisa) is checked against the day's losses under a lock. */
  | { refusal: null; startsSession: boolean; lossLimit: number | null };

export const playRefusals = {
  restricted: (message: string) => new AppError('FORBIDDEN', message),
  realityCheckPending: () => new AppError('CONFLICT', protectionMessages.realityCheckPending),
  lossLimit: (limit: number) => new AppError('VALIDATION', protectionMessages.lossLimit(limit)),
};

/** How a player's bet at `now` stands with their protection and their reality check; no copy, no restriction. */
export function judgeBet(guard: PlayerGuard | undefined, now: Date): Verdict {
  const copy = guard?.copy ?? null;
  const restriction = copy ? playRestriction(copy, now) : null;
  if (restriction) return { refusal: playRefusals.restricted(restriction.message) };
  // A check waits only while its session goes on: after 30 minutes without a bet the player has paused, and the
  // next bet starts a new session rather than show figures of one long over.
  if (guard?.session?.askedAt && isPlaying(guard, now)) return { refusal: playRefusals.realityCheckPending(), realityCheck: 'remind' };
  if (realityCheckIsDue(guard, now)) return { refusal: playRefusals.realityCheckPending(), realityCheck: 'ask' };
  const lossLimit = copy ? limitsInForce(copy.limits, copy.pendingIncreases, now).lossDaily : null;
  return { refusal: null, startsSession: !isPlaying(guard, now), lossLimit };
}

/**
 * Whether the player's reality check is to be asked at `now`: their play session is still going, no check waits,
 * and the interval has passed since play was last counted from. A bet and a round's opening both decide it here.
 * A player on a break or excluded is not asked: they cannot bet, and the check would outlast the restriction.
 */
export function realityCheckIsDue(guard: PlayerGuard | undefined, now: Date): boolean {
  const session = guard?.session ?? null;
  const copy = guard?.copy ?? null;
  if (session === null || session.askedAt !== null || !isPlaying(guard, now)) return false;
  if (copy && playRestriction(copy, now)) return false;
  return now.getTime() >= realityCheckDue(session, copy).getTime();
}

/** A session goes on while the player's last bet is less than 30 minutes old. */
function isPlaying(guard: PlayerGuard | undefined, now: Date): boolean {
  const lastBetAt = guard?.lastBetAt ?? null;
  return (guard?.session ?? null) !== null && lastBetAt !== null && now.getTime() - lastBetAt.getTime() < PLAY_SESSION_GAP_MS;
}

/** The interval is read from the copy each time, so a change of it applies to the count already running. */
function realityCheckDue(session: PlaySession, copy: ProtectionState | null): Date {
  const minutes = copy?.realityCheckMinutes ?? protectionRules.realityCheckMinutesDefault;
  return new Date(session.countedFrom.getTime() + minutes * 60 * 1000);
}

/**
 * The play sessions a round's opening reads to find the checks due: those without a check waiting, counted from
 * between 150 and 15 minutes ago. No other session can be due. The interval is 15 minutes at least. A session
 * still going had a bet less than 30 minutes ago, and that bet was taken only because no check was due then, so
 * less than 120 minutes (the longest interval) after play was counted from. The window lets the round's opening
 * read an index instead of every session ever played; `realityCheckIsDue` still decides for each session read,
 * and a session the window missed would still be asked at its next bet.
 */
export function realityCheckWindow(now: Date): { countedFromAfter: Date; countedFromBy: Date } {
  const minute = 60 * 1000;
  return {
    countedFromAfter: new Date(now.getTime() - PLAY_SESSION_GAP_MS - protectionRules.realityCheckMinutesMax * minute),
    countedFromBy: new Date(now.getTime() - protectionRules.realityCheckMinutesMin * minute),
  };
}

/** A bet that could take the day's net loss (stakes minus payouts, open stakes whole) past the limit is refused. */
export function exceedsLossLimit(limit: number, netLoss: number, stake: number): boolean {
  return netLoss + stake > limit;
}
