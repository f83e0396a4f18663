import { type Pool, type Queryable, withTransaction } from '@pkr/platform';
import { addHit, addHitBelow, clearBucket, deleteWindowsBefore, readHits, removeHit } from './db/rate-limit-counters';
import { tooManyAttempts } from './domain/auth-errors';
import {
  deviceBucket,
  failedLoginsFromBucket,
  registrationsFromBucket,
  slidingCount,
  staleBefore,
  usernameBucket,
  type WindowPosition,
  windowPosition,
} from './domain/rate-limit';

export interface RateLimits {
  windowSeconds: number;
  failedLoginsPerUsername: number;
  /** Failed logins one known device may make for its own username, counted apart from the username's. */
  failedLoginsPerDevice: number;
  /** Failed logins one address may make: high, because a carrier NAT puts thousands of players on one address. */
  failedLoginsPerIp: number;
  registrationsPerIp: number;
}

const PRUNE_EVERY_MS = 60_000;

/** A login attempt counted as failed until `loginSucceeded` takes it back. */
export interface LoginAttempt {
  username: string;
  ip: string;
  window: Date;
  /** The nonce of the known device it came from, or null for a browser the username has not logged in from. */
  device: string | null;
}

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

  /**
   * Counts a login attempt as failed before its password is checked, or refuses it while this username, or this
   * address, has failed too often, whichever IPs the guesses came from. An attempt from a known device of the
   * username counts against that device instead of the username, so guesses from anywhere else cannot lock the
   * owner's own browser out. Counting first is what holds the limits against concurrent guesses: a check
   * followed by a write after the slow hash let a whole burst through.
   */
  async reserveLogin(username: string, ip: string, device: string | null = null): Promise<LoginAttempt> {
    await this.pruneNowAndThen();
    const position = this.position();
    const [bucket, limit] =
      device === null
        ? [usernameBucket(username), this.limits.failedLoginsPerUsername]
        : [deviceBucket(device), this.limits.failedLoginsPerDevice];
    await withTransaction(this.pool, async (tx) => {
      if (!(await this.takeHit(tx, bucket, limit, position))) throw tooManyAttempts();
      if (!(await this.takeHit(tx, failedLoginsFromBucket(ip), this.limits.failedLoginsPerIp, position))) throw tooManyAttempts();
    });
    return { username, ip, window: position.current, device };
  }

  /**
   * A successful login is no failure: the address gets its attempt back, and the right password ends the run of
   * typos it was counted in, so the owner is not locked out by their own earlier mistakes. A known device's
   * success clears only that device's run: the strangers' guesses at the username keep counting.
   */
  async loginSucceeded(attempt: LoginAttempt): Promise<void> {
    await clearBucket(this.pool, attempt.device === null ? usernameBucket(attempt.username) : deviceBucket(attempt.device));
    await removeHit(this.pool, failedLoginsFromBucket(attempt.ip), attempt.window);
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

  /** Adds a hit to the current window unless the sliding count would pass `limit`; answers whether it did. */
  private async takeHit(db: Queryable, bucket: string, limit: number, position: WindowPosition): Promise<boolean> {
    const left = limit - slidingCount(await readHits(db, bucket, position.previous), 0, position);
    return left > 0 && addHitBelow(db, bucket, position.current, left);
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.clock();
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await deleteWindowsBefore(this.pool, staleBefore(now, this.limits.windowSeconds));
  }
}
