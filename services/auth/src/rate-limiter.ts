import type { Pool } from '@pkr/platform';
import { addHit, clearBucket, deleteWindowsBefore, readHits } from './db/rate-limit-counters';
import { tooManyAttempts } from './domain/auth-errors';
import { ipBucket, slidingCount, staleBefore, usernameBucket, windowPosition } from './domain/rate-limit';

export interface RateLimits {
  windowSeconds: number;
  attemptsPerIp: number;
  failedLoginsPerUsername: number;
}

const PRUNE_EVERY_MS = 60_000;

/** Login and register limits, kept in the auth database so every gateway and replica shares them. */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly pool: Pool,
    private readonly limits: RateLimits,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Counts one register or login attempt from a client IP and refuses it past the limit. */
  async countAttempt(ip: string): Promise<void> {
    const now = this.clock();
    await this.pruneNowAndThen(now);
    const position = windowPosition(now, this.limits.windowSeconds);
    const bucket = ipBucket(ip);
    const current = await addHit(this.pool, bucket, position.current);
    const previous = await readHits(this.pool, bucket, position.previous);
    if (slidingCount(previous, current, position.elapsedFraction) > this.limits.attemptsPerIp) throw tooManyAttempts();
  }

  /** Refuses a login when this username already failed too often, whichever IPs the guesses came from. */
  async assertLoginAllowed(username: string): Promise<void> {
    const position = windowPosition(this.clock(), this.limits.windowSeconds);
    const bucket = usernameBucket(username);
    const current = await readHits(this.pool, bucket, position.current);
    const previous = await readHits(this.pool, bucket, position.previous);
    const failures = slidingCount(previous, current, position.elapsedFraction);
    if (failures >= this.limits.failedLoginsPerUsername) throw tooManyAttempts();
  }

  async recordFailedLogin(username: string): Promise<void> {
    await addHit(this.pool, usernameBucket(username), windowPosition(this.clock(), this.limits.windowSeconds).current);
  }

  /** The right password ends a run of typos, so the owner is not locked out by their own earlier mistakes. */
  async clearFailedLogins(username: string): Promise<void> {
    await clearBucket(this.pool, usernameBucket(username));
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await deleteWindowsBefore(this.pool, staleBefore(now, this.limits.windowSeconds));
  }
}
