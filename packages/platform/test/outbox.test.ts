import { randomUUID } from 'node:crypto';
import { AppError } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pino } from 'pino';
import { createBusClient, createPool, enqueue, MemoryBus, migrate, OutboxRelay, type Pool } from '../src/index';
import { createTestDatabase } from '../src/testing/index';
import { acknowledgingConsumer } from './support/settled-bet-consumer';

const emptyMigrations = new URL('./fixtures/no-migrations', import.meta.url).pathname;
const subject = 'leaderboard.on.bet-settled' as const;

describe('the outbox relay', () => {
  let pool: Pool;
  beforeAll(async () => {
    const url = await createTestDatabase(inject('pgAdminUrl'), 'outbox');
    await migrate(url, emptyMigrations, pino({ level: 'silent' }));
    pool = createPool(url, 4);
  });
  afterAll(async () => pool?.end());

  async function pendingRows(): Promise<Array<{ attempts: number }>> {
    return (await pool.query<{ attempts: number }>('SELECT attempts FROM outbox ORDER BY id')).rows;
  }

  it('lets deliveries to a consumer that is not running wait untouched, then delivers each once it runs', async () => {
    const bus = new MemoryBus();
    const relay = new OutboxRelay({ pool, client: createBusClient(bus), logger: pino({ level: 'silent' }) });
    const eventIds = Array.from({ length: 120 }, () => randomUUID());
    await enqueue(pool, eventIds.map((eventId) => ({ subject, payload: { eventId } as never, dedupeKey: eventId })));

    expect(await relay.deliverDue()).toBe(0);
    expect(await relay.deliverDue()).toBe(0);
    expect(await pendingRows()).toEqual(eventIds.map(() => ({ attempts: 0 })));

    const received = acknowledgingConsumer(bus);
    await expect
      .poll(async () => {
        await relay.deliverDue();
        return received.length;
      }, { timeout: 5_000, interval: 200 })
      .toBe(120);
    expect(new Set(received)).toEqual(new Set(eventIds));
    // Acknowledged rows leave the outbox: nothing is left to send again.
    expect(await pendingRows()).toEqual([]);
    expect(await relay.deliverDue()).toBe(0);
    await bus.drain();
  });

  it('delivers the rows a stopped process left as soon as it starts, not at its first poll', async () => {
    await pool.query('DELETE FROM outbox');
    const bus = new MemoryBus();
    const received = acknowledgingConsumer(bus);
    const eventId = randomUUID();
    await enqueue(pool, [{ subject, payload: { eventId } as never, dedupeKey: eventId }]);
    const relay = new OutboxRelay({ pool, client: createBusClient(bus), logger: pino({ level: 'silent' }), pollMs: 60_000 });

    relay.start();
    try {
      await expect.poll(() => received, { timeout: 5_000 }).toEqual([eventId]);
    } finally {
      await relay.stop();
      await bus.drain();
    }
  });

  it('writes a batch in the order given, keeping the first row of a key written twice, in the batch or before it', async () => {
    await pool.query('DELETE FROM outbox');
    const item = (key: string, payload: string) => ({ subject, payload: { eventId: payload } as never, dedupeKey: key });
    const keys = Array.from({ length: 500 }, (_, index) => `order-${index}`);
    await enqueue(pool, [...keys.map((key) => item(key, `${key} first`)), item('order-7', 'order-7 again')]);
    await enqueue(pool, [item('order-3', 'order-3 again'), item('order-last', 'order-last first')]);

    const rows = await pool.query<{ dedupe_key: string; payload: { eventId: string } }>('SELECT dedupe_key, payload FROM outbox ORDER BY id');
    expect(rows.rows.map((row) => row.dedupe_key)).toEqual([...keys, 'order-last']);
    expect(rows.rows.every((row) => row.payload.eventId === `${row.dedupe_key} first`)).toBe(true);
  });

  it("sends consecutive rows of a consumer with a batch form in one call, every other row alone, in the outbox's order", async () => {
    await pool.query('DELETE FROM outbox');
    const bus = new MemoryBus();
    const relay = new OutboxRelay({ pool, client: createBusClient(bus), logger: pino({ level: 'silent' }) });
    const settledRow = () => ({ subject, payload: { eventId: randomUUID() } as never, dedupeKey: randomUUID() });
    const registeredRow = () => ({ subject: 'wallet.on.user-registered' as const, payload: { eventId: randomUUID() } as never, dedupeKey: randomUUID() });
    const rows = [settledRow(), settledRow(), settledRow(), registeredRow(), settledRow(), registeredRow(), registeredRow()];
    await enqueue(pool, rows);
    const calls: Array<{ subject: string; eventIds: string[] }> = [];
    const answer = (callSubject: string) =>
      bus.subscribe(callSubject, (payload, delivery) => {
        const events = (payload as { events?: Array<{ eventId: string }> }).events ?? [payload as { eventId: string }];
        calls.push({ subject: callSubject, eventIds: events.map((event) => event.eventId) });
        const acks = events.map((event) => ({ eventId: event.eventId, duplicate: false }));
        delivery.respond({ ok: true, data: callSubject.endsWith('.batch') ? { acks } : acks[0] });
      });
    answer(subject);
    answer(`${subject}.batch`);
    answer('wallet.on.user-registered');

    expect(await relay.deliverDue()).toBe(rows.length);

    const idsOf = (...picked: number[]) => picked.map((index) => (rows[index]!.payload as { eventId: string }).eventId);
    expect(calls).toEqual([
      { subject: `${subject}.batch`, eventIds: idsOf(0, 1, 2) },
      { subject: 'wallet.on.user-registered', eventIds: idsOf(3) },
      { subject, eventIds: idsOf(4) },
      { subject: 'wallet.on.user-registered', eventIds: idsOf(5) },
      { subject: 'wallet.on.user-registered', eventIds: idsOf(6) },
    ]);
    expect(await pendingRows()).toEqual([]);
    await bus.drain();
  });

  it('keeps every row of a run its consumer refused, to be tried again later', async () => {
    await pool.query('DELETE FROM outbox');
    const bus = new MemoryBus();
    const relay = new OutboxRelay({ pool, client: createBusClient(bus), logger: pino({ level: 'silent' }) });
    await enqueue(pool, Array.from({ length: 3 }, () => ({ subject, payload: { eventId: randomUUID() } as never, dedupeKey: randomUUID() })));
    bus.subscribe(`${subject}.batch`, (_payload, delivery) => delivery.respond({ ok: false, error: new AppError('INTERNAL', 'database gone').toWire() }));

    expect(await relay.deliverDue()).toBe(0);

    expect(await pendingRows()).toEqual(Array.from({ length: 3 }, () => ({ attempts: 1 })));
    await bus.drain();
  });
});

