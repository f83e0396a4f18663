import { durableEvents, type DurableEvent, type RequestOf, type Subject } from '@pkr/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { NoRespondersError } from './bus/bus';
import type { BusClient } from './bus/endpoints';
import { SubjectPauses } from './outbox-pauses';
import { type Pool, type Queryable, withTransaction } from './db';

export interface OutboxItem<S extends Subject = Subject> {
  subject: S;
  payload: RequestOf<S>;
  /** Unique per intended delivery: writing the same key twice keeps the first row. */
  dedupeKey: string;
}

/**
 * Records deliveries inside the caller's transaction, in one statement whatever their number (a round's settled
 * bets are thousands); they go out once it commits, in the order given. A dedupe key already written keeps its
 * first row, as does its second appearance in `items`.
 */
export async function enqueue(client: Queryable, items: readonly OutboxItem[]): Promise<void> {
  if (items.length === 0) return;
  await client.query({
    name: 'outbox-enqueue',
    text: `INSERT INTO outbox (subject, payload, dedupe_key)
           SELECT subject, payload, dedupe_key
             FROM unnest($1::text[], $2::jsonb[], $3::text[]) WITH ORDINALITY AS item (subject, payload, dedupe_key, ord)
            ORDER BY ord
           ON CONFLICT (dedupe_key) DO NOTHING`,
    values: [items.map((item) => item.subject), items.map((item) => JSON.stringify(item.payload)), items.map((item) => item.dedupeKey)],
  });
}

/**
 * Asks the wallet, through the outbox, to void each transfer id: a transfer that happened is reversed, one that
 * did not is barred, and a repeat changes nothing, so each is given back at most once.
 */
export async function enqueueVoids(client: Queryable, transferIds: string[], reason: string): Promise<void> {
  await enqueue(
    client,
    transferIds.map((transferId) => ({ subject: 'wallet.void', payload: { transferId, reason }, dedupeKey: `void:${transferId}` })),
  );
}

/** Records durable events of one kind, each for every consumer the contracts list for it, in one statement. */
export async function enqueueEvents<E extends DurableEvent>(
  client: Queryable,
  event: E,
  payloads: ReadonlyArray<z.input<(typeof durableEvents)[E]['schema']>>,
): Promise<void> {
  const { schema, consumers } = durableEvents[event];
  const parsed = payloads.map((payload) => schema.parse(payload) as { eventId: string });
  await enqueue(
    client,
    parsed.flatMap((each) =>
      (consumers as readonly Subject[]).map((subject) => ({ subject, payload: each as never, dedupeKey: `${each.eventId}:${subject}` })),
    ),
  );
}

/** Marks an event applied by `consumer`; false when it was applied before (a redelivery). */
export async function markProcessed(client: Queryable, eventId: string, consumer: string): Promise<boolean> {
  const inserted = await client.query({
    name: 'processed-events-mark',
    text: 'INSERT INTO processed_events (event_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    values: [eventId, consumer],
  });
  return inserted.rowCount === 1;
}

interface OutboxRow {
  id: number;
  subject: Subject;
  payload: unknown;
  attempts: number;
}

export interface OutboxRelayOptions {
  pool: Pool;
  client: BusClient;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  requestTimeoutMs?: number;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Delivers outbox rows until each is acknowledged. Replicas share the work through SKIP LOCKED; a failed
 * delivery waits with a growing backoff. `kick()` delivers at once after a commit that enqueued something.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly pauses = new SubjectPauses();

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.schedule();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainPending().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Delivers everything due now; resolves with how many rows were acknowledged. */
  async deliverDue(): Promise<number> {
    const { pool, batchSize = 50 } = this.options;
    return withTransaction(pool, async (tx) => {
      const due = await tx.query<OutboxRow>(
        `SELECT id, subject, payload, attempts FROM outbox
          WHERE delivered_at IS NULL AND next_attempt_at <= now() AND NOT (subject = ANY($2::text[]))
          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize, this.pauses.current()],
      );
      const delivered: number[] = [];
      for (const row of due.rows) {
        if (this.pauses.current().includes(row.subject)) continue;
        try {
          await this.options.client.call(row.subject, row.payload as never, {
            timeoutMs: this.options.requestTimeoutMs ?? 5_000,
          });
          delivered.push(row.id);
          this.pauses.resume(row.subject);
        } catch (error) {
          if (error instanceof NoRespondersError) {
            if (this.pauses.pause(row.subject)) this.options.logger.info({ subject: row.subject }, 'outbox consumer not running; its deliveries wait');
            continue;
          }
          await this.postpone(tx, row, error);
        }
      }
      // One statement for the batch: the rows are marked in the transaction that holds them either way.
      if (delivered.length > 0) {
        await tx.query('UPDATE outbox SET delivered_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])', [delivered]);
      }
      return delivered.length;
    });
  }

  /** A delivery the consumer failed: tried again after a backoff that grows with the row's attempts. */
  private async postpone(tx: Queryable, row: OutboxRow, error: unknown): Promise<void> {
    const backoff = Math.min(MAX_BACKOFF_MS, 250 * 2 ** row.attempts);
    await tx.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
         next_attempt_at = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1`,
      [row.id, error instanceof Error ? error.message : String(error), backoff],
    );
    this.options.logger.warn({ err: error, outboxId: row.id, subject: row.subject }, 'outbox delivery failed');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async drainPending(): Promise<void> {
    try {
      while (!this.stopped && (await this.deliverDue()) > 0);
    } catch (error) {
      this.options.logger.error({ err: error }, 'outbox relay failed');
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(async () => {
      this.kick();
      await this.running;
      this.schedule();
    }, this.options.pollMs ?? 1_000);
    this.timer.unref();
  }
}
