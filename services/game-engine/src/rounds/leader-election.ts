import { createPool, type Logger, type Pool, type PoolClient } from '@pkr/platform';
import { tryAdvisoryLock } from '../db/advisory-lock';

export interface Leadership {
  stop(): Promise<void>;
}

export interface LeaderElectionOptions {
  databaseUrl: string;
  /** The advisory lock naming what is led (one per game type). */
  lockKey: readonly [number, number];
  pollMs: number;
  logger: Logger;
  /** Starts leading; `resign` gives the lead up when the work cannot go on. */
  lead(resign: () => void): Promise<Leadership>;
}

/** One holding of the lock and what was started under it. */
interface Term {
  client: PoolClient;
  leadership?: Leadership;
  heartbeat?: NodeJS.Timeout;
  ended?: Promise<void>;
}

/**
 * Leads while holding a PostgreSQL session advisory lock on a dedicated connection; a standby polls for it.
 * A leader whose lock connection fails stops leading at once, since the lock went with the connection.
 */
export class LeaderElection {
  private readonly pool: Pool;
  private client: PoolClient | undefined;
  private term: Term | undefined;
  private timer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: LeaderElectionOptions) {
    this.pool = createPool(options.databaseUrl, 1, options.logger);
  }

  /** Makes the first bid at once and resolves when it is decided: a replica that can lead already leads then. */
  start(): Promise<void> {
    return this.bid();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.attempt;
    if (this.term) await this.end(this.term);
    this.closeConnection();
    await this.pool.end();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.bid(), delayMs);
  }

  private bid(): Promise<void> {
    this.attempt = this.poll().finally(() => {
      this.attempt = undefined;
      if (!this.term) this.schedule(this.options.pollMs);
    });
    return this.attempt;
  }

  private async poll(): Promise<void> {
    let client: PoolClient;
    try {
      client = await this.connection();
      if (!(await tryAdvisoryLock(client, this.options.lockKey))) return;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not try for the lead');
      this.closeConnection();
      return;
    }
    const term: Term = { client };
    this.term = term;
    term.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((error: unknown) => this.lose(term, error));
    }, this.options.pollMs);
    try {
      const leadership = await this.options.lead(() => void this.end(term));
      // The lock may have gone while leading began; then what began stops again.
      if (term.ended) await leadership.stop();
      else term.leadership = leadership;
    } catch (error) {
      this.options.logger.error({ err: error }, 'could not start leading');
      await this.end(term);
    }
  }

  private async connection(): Promise<PoolClient> {
    if (!this.client) {
      const client = await this.pool.connect();
      client.on('error', (error) => {
        if (this.term?.client === client) this.lose(this.term, error);
        else if (this.client === client) this.closeConnection();
      });
      this.client = client;
    }
    return this.client;
  }

  private closeConnection(): void {
    this.client?.release(true);
    this.client = undefined;
  }

  private lose(term: Term, error: unknown): void {
    this.options.logger.error({ err: error }, 'lock connection lost, giving up the lead');
    void this.end(term);
  }

  /** Stops what the term started, then closes its connection, which surely releases the lock. */
  private end(term: Term): Promise<void> {
    term.ended ??= (async () => {
      clearInterval(term.heartbeat);
      try {
        await term.leadership?.stop();
      } catch (error) {
        this.options.logger.error({ err: error }, 'stopping the lead failed');
      }
      if (this.client === term.client) this.closeConnection();
      if (this.term === term) this.term = undefined;
      if (!this.attempt) this.schedule(this.options.pollMs);
    })();
    return term.ended;
  }
}
