import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBusClient, createPool, deliverNow, enqueue, MemoryBus, migrate, OutboxRelay, type Pool, removeDelivered } from '../src/index';
import { createTestDatabase } from '../src/testing/index';
import { acknowledgingConsumer } from './support/settled-bet-consumer';

const emptyMigrations = new URL('./fixtures/no-migrations', import.meta.url).pathname;
const subject = 'leaderboard.on.bet-settled' as const;
const logger = pino({ level: 'silent' });

describe('outbox items delivered at once', () => {
  let pool: Pool;
  beforeAll(async () => {
    const url = await createTestDatabase(inject('pgAdminUrl'), 'outbox_now');
    await migrate(url, emptyMigrations, logger);
    pool = createPool(url, 4);
  });
  afterAll(async () => pool?.end());

  /** The row still waiting under the key, or undefined once it has left the outbox. */
  const rowOf = async (dedupeKey: string) => (await pool.query<{ attempts: number }>('SELECT attempts FROM outbox WHERE dedupe_key = $1', [dedupeKey])).rows[0];

  const item = () => {
    const eventId = randomUUID();
    return { subject, payload: { eventId } as never, dedupeKey: eventId };
  };

  it('takes the rows delivered out of the outbox, so the relay does not send them again, and leaves the others due', async () => {
    const bus = new MemoryBus();
    const received = acknowledgingConsumer(bus);
    const [first, second, left] = [item(), item(), item()];
    await enqueue(pool, [first, second, left]);

    await removeDelivered(pool, [first.dedupeKey, second.dedupeKey]);
    expect(await Promise.all([first, second, left].map((each) => rowOf(each.dedupeKey)))).toEqual([undefined, undefined, { attempts: 0 }]);
    await new OutboxRelay({ pool, client: createBusClient(bus), logger }).deliverDue();
    expect(received).toEqual([left.dedupeKey]);
    await removeDelivered(pool, [first.dedupeKey]);
    expect(await Promise.all([first, second, left].map((each) => rowOf(each.dedupeKey)))).toEqual([undefined, undefined, undefined]);
    await bus.drain();
  });

  it('leaves a row the relay holds right now to the relay', async () => {
    const held = item();
    await enqueue(pool, [held]);
    const relay = await pool.connect();
    try {
      await relay.query('BEGIN');
      await relay.query('SELECT id FROM outbox WHERE dedupe_key = $1 FOR UPDATE', [held.dedupeKey]);
      await removeDelivered(pool, [held.dedupeKey]);
      await relay.query('COMMIT');
    } finally {
      relay.release();
    }
    expect(await rowOf(held.dedupeKey)).toEqual({ attempts: 0 });
  });

  it('delivers one item at once and takes it out, or leaves it due for the relay when the consumer does not answer in time', async () => {
    const bus = new MemoryBus();
    const answered = item();
    const unanswered = item();
    await enqueue(pool, [answered, unanswered]);
    bus.subscribe(subject, (payload, delivery) => {
      const { eventId } = payload as { eventId: string };
      if (eventId === answered.dedupeKey) delivery.respond({ ok: true, data: { eventId, duplicate: false } });
    });
    await expect(deliverNow(pool, createBusClient(bus), answered, 1_000)).resolves.toBe(true);
    await expect(deliverNow(pool, createBusClient(bus), unanswered, 100)).resolves.toBe(false);
    expect([await rowOf(answered.dedupeKey), await rowOf(unanswered.dedupeKey)]).toEqual([undefined, { attempts: 0 }]);
    await bus.drain();
  });
});
