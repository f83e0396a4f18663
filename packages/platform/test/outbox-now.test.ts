import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBusClient, createPool, deliverNow, enqueue, MemoryBus, migrate, OutboxRelay, type Pool } from '../src/index';
import { createTestDatabase } from '../src/testing/index';

const emptyMigrations = new URL('./fixtures/no-migrations', import.meta.url).pathname;
const subject = 'leaderboard.on.bet-settled' as const;
const logger = pino({ level: 'silent' });

describe('delivering an outbox item at once', () => {
  let pool: Pool;
  beforeAll(async () => {
    const url = await createTestDatabase(inject('pgAdminUrl'), 'outbox_now');
    await migrate(url, emptyMigrations, logger);
    pool = createPool(url, 4);
  });
  afterAll(async () => pool?.end());

  const rowOf = async (dedupeKey: string) =>
    (await pool.query<{ attempts: number; delivered: boolean }>('SELECT attempts, delivered_at IS NOT NULL AS delivered FROM outbox WHERE dedupe_key = $1', [dedupeKey])).rows[0];

  it('marks the row delivered when the consumer answers, so the relay does not send it again', async () => {
    const bus = new MemoryBus();
    const received: string[] = [];
    bus.subscribe(subject, (payload, delivery) => {
      const { eventId } = payload as { eventId: string };
      received.push(eventId);
      delivery.respond({ ok: true, data: { eventId, duplicate: false } });
    });
    const eventId = randomUUID();
    const item = { subject, payload: { eventId } as never, dedupeKey: eventId };
    await enqueue(pool, [item]);

    await expect(deliverNow(pool, createBusClient(bus), item, 1_000)).resolves.toBe(true);
    expect(await rowOf(eventId)).toEqual({ attempts: 1, delivered: true });
    await new OutboxRelay({ pool, client: createBusClient(bus), logger }).deliverDue();
    expect(received).toEqual([eventId]);
    await bus.drain();
  });

  it('leaves the row due for the relay when the consumer does not answer in time', async () => {
    const bus = new MemoryBus();
    const silent = bus.subscribe(subject, () => undefined);
    const eventId = randomUUID();
    const item = { subject, payload: { eventId } as never, dedupeKey: eventId };
    await enqueue(pool, [item]);

    await expect(deliverNow(pool, createBusClient(bus), item, 100)).resolves.toBe(false);
    expect(await rowOf(eventId)).toEqual({ attempts: 0, delivered: false });

    silent.unsubscribe();
    bus.subscribe(subject, (payload, delivery) => delivery.respond({ ok: true, data: { eventId: (payload as { eventId: string }).eventId, duplicate: false } }));
    await new OutboxRelay({ pool, client: createBusClient(bus), logger }).deliverDue();
    expect(await rowOf(eventId)).toEqual({ attempts: 1, delivered: true });
    await bus.drain();
  });
});
