import { batchDeliveries, durableEvents, EVENT_BATCH_MAX, type DurableEvent, type RequestOf, type Subject } from '@pkr/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { NoRespondersError } from './bus/bus';
import type { BusClient } from './bus/endpoints';
import { SubjectPauses } from './outbox-pauses';
import { type Pool, type Queryable, withTransaction } from './db';

export interface OutboxItem<S extends Subject = Subject> {
  subject: S;
  payload: RequestOf<S>;
  /** Unique per intended delivery: writing the same key again while its row waits keeps the first row. */
  dedupeKey: string;
}

/**
 * Records deliveries inside the caller's transaction, in one statement whatever their number (a round's settled
 * bets are thousands); they go out once it commits, in the order given. A dedupe key still waiting keeps its
 * first row, as does its second appearance in `items`. A delivered row has left the table, and a consumer answers
 * a repeat of it as it did the first, as every outbox consumer is idempotent.
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

/** The outbox item asking the wallet to void a transfer id: one row per transfer id, whatever the reason. */
export const voidDelivery = (transferId: string, reason: string): OutboxItem<'wallet.void'> => ({
  subject: 'wallet.void',
  payload: { transferId, reason },
  dedupeKey: `void:${transferId}`,
});

/**
 * Asks the wallet, through the outbox, to void each transfer id: a transfer that happened is reversed, one that
 * did not is barred, and a repeat changes nothing, so each is given back at most once.
 */
export async function enqueueVoids(client: Queryable, transferIds: string[], reason: string): Promise<void> {
  await enqueue(client, transferIds.map((transferId) => voidDelivery(transferId, reason)));
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
  return (await markAllProcessed(client, [eventId], consumer)).size === 1;
}

/**
 * Marks events applied by `consumer` in one statement; answers the ids marked now (in PostgreSQL's lower-case
 * form), not those applied before. Marked in id order, so two transactions marking overlapping runs never wait
 * on each other in a cycle.
 */
export async function markAllProcessed(client: Queryable, eventIds: readonly string[], consumer: string): Promise<Set<string>> {
  const inserted = await client.query<{ event_id: string }>({
    name: 'processed-events-mark',
    text: `INSERT INTO processed_events (event_id, consumer)
           SELECT id, $2 FROM unnest($1::uuid[]) AS id ORDER BY id
           ON CONFLICT DO NOTHING RETURNING event_id`,
    values: [eventIds, consumer],
  });
  return new Set(inserted.rows.map((row) => row.event_id));
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
 * The due rows in id order, cut into what one call delivers: consecutive rows of a subject with a batch form
 * together, every other row alone.
 */
function deliveryRuns(rows: readonly OutboxRow[]): OutboxRow[][] {
  const runs: OutboxRow[][] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && last[0]!.subject === row.subject && row.subject in batchDeliveries && last.length < EVENT_BATCH_MAX) last.push(row);
    else runs.push([row]);
  }
  return runs;
}

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

  /** Delivers what is due now (rows a stopped process left), then keeps polling. */
  start(): void {
    this.schedule();
    this.kick();
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
          WHERE next_attempt_at <= now() AND NOT (subject = ANY($2::text[]))
          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize, this.pauses.current()],
      );
      const delivered: number[] = [];
      for (const run of deliveryRuns(due.rows)) {
        const { subject } = run[0]!;
        if (this.pauses.current().includes(subject)) continue;
        try {
          await this.deliver(run);
          delivered.push(...run.map((row) => row.id));
          this.pauses.resume(subject);
        } catch (error) {
          if (error instanceof NoRespondersError) {
            if (this.pauses.pause(subject)) this.options.logger.info({ subject }, 'outbox consumer not running; its deliveries wait');
            continue;
          }
          for (const row of run) await this.postpone(tx, row, error);
        }
      }
      // One statement for the batch: the rows delivered leave the outbox in the transaction that holds them.
      if (delivered.length > 0) await tx.query('DELETE FROM outbox WHERE id = ANY($1::bigint[])', [delivered]);
      return delivered.length;
    });
  }

  /**
   * One call for the run: a lone row as it is, several rows as their consumer's batch (all applied or none). A
   * consumer that does not serve the batch form (an older version still running) is sent the rows one by one.
   */
  private async deliver(run: OutboxRow[]): Promise<void> {
    const options = { timeoutMs: this.options.requestTimeoutMs ?? 5_000 };
    const batchSubject = batchDeliveries[run[0]!.subject as keyof typeof batchDeliveries];
    if (run.length > 1 && batchSubject) {
      try {
        await this.options.client.call(batchSubject, { events: run.map((row) => row.payload) } as never, options);
        return;
      } catch (error) {
        if (!(error instanceof NoRespondersError)) throw error;
      }
    }
    for (const row of run) await this.options.client.call(row.subject, row.payload as never, options);
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
