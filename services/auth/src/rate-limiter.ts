import type { Pool } from '@pkr/platform';
import { addHit, clearBucket, deleteWindowsBefore, readHits } from './db/rate-limit-counters';
import { tooManyAttempts } from './domain/auth-errors';
import { failedLoginsFromBucket, registrationsFromBucket, slidingCount, staleBefore, usernameBucket, windowPosition } from './domain/rate-limit';

export interface RateLimits {
  windowSeconds: number;
  failedLoginsPerUsername: number;
  /** Failed logins one address may make: high, because a carrier NAT puts thousands of players on one address. */
  failedLoginsPerIp: number;
  registrationsPerIp: number;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * Login and register limits, kept in the auth database so every gateway and replica shares them. They count
 * failures and sign-ups, never successful logins: honest players behind one address do not use each other up.
 */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly pool: Pool,
    private readonly limits: RateLimits,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Refuses a login while this username, or this address, has failed too often, whichever IPs the guesses came from. */
  async assertLoginAllowed(username: string, ip: string): Promise<void> {
    await this.pruneNowAndThen();
    if ((await this.recent(usernameBucket(username))) >= this.limits.failedLoginsPerUsername) throw tooManyAttempts();
    if ((await this.recent(failedLoginsFromBucket(ip))) >= this.limits.failedLoginsPerIp) throw tooManyAttempts();
  }

  async recordFailedLogin(username: string, ip: string): Promise<void> {
    const window = this.position().current;
    await addHit(this.pool, usernameBucket(username), window);
    await addHit(this.pool, failedLoginsFromBucket(ip), window);
  }

  /** The right password ends a run of typos, so the owner is not locked out by their own earlier mistakes. */
  async clearFailedLogins(username: string): Promise<void> {
    await clearBucket(this.pool, usernameBucket(username));
  }

  /** Counts one sign-up from an address and refuses it past the address's budget: a script's burst stops there. */
  async countRegistration(ip: string): Promise<void> {
    await this.pruneNowAndThen();
    const bucket = registrationsFromBucket(ip);
    const position = this.position();
    const current = await addHit(this.pool, bucket, position.current);
    const previous = await readHits(this.pool, bucket, position.previous);
    if (slidingCount(previous, current, position) > this.limits.registrationsPerIp) throw tooManyAttempts();
  }

  private position() {
    return windowPosition(this.clock(), this.limits.windowSeconds);
  }

  private async recent(bucket: string): Promise<number> {
    const position = this.position();
    const current = await readHits(this.pool, bucket, position.current);
    const previous = await readHits(this.pool, bucket, position.previous);
    return slidingCount(previous, current, position);
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.clock();
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await deleteWindowsBefore(this.pool, staleBefore(now, this.limits.windowSeconds));
  }
}
