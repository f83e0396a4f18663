/** Where `now` falls among fixed windows: the current and previous window starts and how far into the current one. */
export interface WindowPosition {
  current: Date;
  previous: Date;
  elapsedMs: number;
  windowMs: number;
}

export function windowPosition(now: Date, windowSeconds: number): WindowPosition {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { current: new Date(start), previous: new Date(start - windowMs), elapsedMs: now.getTime() - start, windowMs };
}

/**
 * Attempts within the last full window, estimated from two fixed windows: the previous one counts for the
 * part of it still inside the sliding window. Without it a burst at a window boundary would get twice the limit.
 * That part is rounded up, so a burst that straddles a boundary is never let through an attempt early: three
 * guesses just before the boundary still count as three just after it.
 */
export function slidingCount(previousHits: number, currentHits: number, { elapsedMs, windowMs }: WindowPosition): number {
  return Math.ceil((previousHits * (windowMs - elapsedMs)) / windowMs) + currentHits;
}

/** Counters older than this cannot influence any estimate any more. */
export function staleBefore(now: Date, windowSeconds: number): Date {
  return windowPosition(now, windowSeconds).previous;
}

/** Failed logins from one client address, for any username. */
export const failedLoginsFromBucket = (ip: string) => `ip-failed:${ip}`;

/** Sign-ups from one client address. */
export const registrationsFromBucket = (ip: string) => `ip-registered:${ip}`;

/** Failed logins count per username whatever its case, and whether or not the account exists. */
export const usernameBucket = (username: string) => `user:${username.trim().toLowerCase()}`;

/**
 * Failed logins from one known device (by its device token's nonce). They count apart from the username's, so
 * strangers' guesses that lock the username do not lock out the owner's own browser.
 */
export const deviceBucket = (nonce: string) => `device:${nonce}`;
