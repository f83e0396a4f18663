import type { ProtectionChanged } from '@pkr/contracts';
import { createLogger, serveEndpoints, type Subscription, withTransaction } from '@pkr/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announceProtection } from '../src/protection-events';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

const HOUR = 60 * 60 * 1000;
const clock = { at: new Date('2026-03-01T10:00:00.000Z') };
const advance = (ms: number) => {
  clock.at = new Date(clock.at.getTime() + ms);
};

let auth: AuthUnderTest;
let wallet: Subscription | undefined;
let heard: ProtectionChanged[] = [];
/**
 * Each event of the player after `base` once: delivery is at least once (the relay may send a row again while it
 * is marked delivered), and the registration's own announcement may arrive late, once the relay tries it again.
 * Other players' events are left out: those of earlier tests, which had no wallet to hear them, are sent again by
 * the relay once this one listens.
 */
const heardOnce = (userId: string, base: number) => [
  ...new Map(heard.filter((event) => event.state.userId === userId && event.state.version > base).map((event) => [event.eventId, event])).values(),
];

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_protection', transport: 'nats', now: () => clock.at });
});
afterEach(() => {
  wallet?.unsubscribe();
  wallet = undefined;
  heard = [];
});
afterAll(async () => {
  await auth?.stop();
});

/** Stands in for the wallet's copy: acknowledges each change it hears. */
async function listenAsWallet(): Promise<void> {
  wallet = serveEndpoints(
    auth.bus,
    {
      'wallet.on.protection-changed': (event) => {
        heard.push(event);
        return { eventId: event.eventId, duplicate: false };
      },
    },
    { queue: 'wallet', logger: createLogger('wallet-stand-in', 'silent') },
  );
  await auth.bus.flush();
}

/** A new player and the version of their state after registration announced it. */
const register = async (username: string) => {
  const { user } = await auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth: '1990-05-01', client: freshClient() });
  return { id: user.id, base: (await auth.client.call('auth.protection.get', { userId: user.id })).version };
};

/** The protection events recorded for a player after `base`, oldest first, one row per consumer. */
const recorded = async (userId: string, base: number) =>
  (
    await auth.db.query<{ subject: string; version: number }>(
      `SELECT subject, (payload->'state'->>'version')::int AS version FROM outbox
        WHERE subject LIKE '%.on.protection-changed' AND payload->'state'->>'userId' = $1 AND (payload->'state'->>'version')::int > $2
        ORDER BY id`,
      [userId, base],
    )
  ).rows;

describe('limits over the bus', () => {
  it('holds a first limit at once, makes a raise wait 24 hours and holds it after', async () => {
    const { id: userId, base } = await register('limiter');
    const first = await auth.client.call('auth.protection.limits.set', { userId, limits: { depositDaily: 100_000 } });
    expect(first).toMatchObject({ version: base + 1, dateOfBirthKnown: true, limits: { depositDaily: 100_000 }, pendingIncreases: [] });

    const raised = await auth.client.call('auth.protection.limits.set', { userId, limits: { depositDaily: 250_000 } });
    const effectiveAt = new Date(clock.at.getTime() + 24 * HOUR).toISOString();
    expect(raised).toMatchObject({ version: base + 2, limits: { depositDaily: 100_000 }, pendingIncreases: [{ kind: 'depositDaily', amount: 250_000, effectiveAt }] });

    advance(24 * HOUR - 1);
    expect(await auth.client.call('auth.protection.get', { userId })).toMatchObject({ limits: { depositDaily: 100_000 } });
    advance(1);
    expect(await auth.client.call('auth.protection.get', { userId })).toMatchObject({ version: base + 2, limits: { depositDaily: 250_000 }, pendingIncreases: [] });
  });

  it('cancels a pending removal, and records every change in the history and the outbox', async () => {
    const { id: userId, base } = await register('canceller');
    await auth.client.call('auth.protection.limits.set', { userId, limits: { lossDaily: 50_000 } });
    await auth.client.call('auth.protection.limits.set', { userId, limits: { lossDaily: null } });
    const cancelled = await auth.client.call('auth.protection.limits.cancel-increase', { userId, kind: 'lossDaily' });
    expect(cancelled).toMatchObject({ version: base + 3, limits: { lossDaily: 50_000 }, pendingIncreases: [] });
    // Nothing waits any more: cancelling again changes nothing and records nothing.
    expect(await auth.client.call('auth.protection.limits.cancel-increase', { userId, kind: 'lossDaily' })).toMatchObject({ version: base + 3 });

    const { changes } = await auth.client.call('auth.protection.history', { userId });
    expect(changes.map((change) => [change.change, change.kind, change.amount, change.by])).toEqual([
      ['limit-increase-cancelled', 'lossDaily', null, 'player'],
      ['limit-increase-requested', 'lossDaily', null, 'player'],
      ['limit-set', 'lossDaily', 50_000, 'player'],
    ]);
    expect(changes[0]!.at).toBe(clock.at.toISOString());
    const events = await recorded(userId, base);
    expect(events.map((event) => `${event.subject}@${event.version - base}`)).toEqual([
      'wallet.on.protection-changed@1',
      'game.on.protection-changed@1',
      'wallet.on.protection-changed@2',
      'game.on.protection-changed@2',
      'wallet.on.protection-changed@3',
      'game.on.protection-changed@3',
    ]);
  });

  it('refuses a limit of 0 and an unknown player', async () => {
    const { id: userId } = await register('zero_limit');
    await expect(auth.client.call('auth.protection.limits.set', { userId, limits: { depositWeekly: 0 } })).rejects.toMatchObject({ code: 'VALIDATION' });
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expect(auth.client.call('auth.protection.get', { userId: nobody })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(auth.client.call('auth.protection.break', { userId: nobody, period: '24h' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the protection-changed event', () => {
  it('reaches the wallet with the whole state before the change answers', async () => {
    const { id: userId, base } = await register('announced');
    await listenAsWallet();
    const state = await auth.client.call('auth.protection.break', { userId, period: '7d' });
    expect(heardOnce(userId, base)).toEqual([expect.objectContaining({ state })]);
    expect(state.breakUntil).toBe(new Date(clock.at.getTime() + 7 * 24 * HOUR).toISOString());
    const realityCheck = await auth.client.call('auth.protection.reality-check', { userId, minutes: 30 });
    expect(realityCheck).toMatchObject({ version: base + 2, realityCheckMinutes: 30 });
    expect(heardOnce(userId, base).map((event) => event.state.version - base)).toEqual([1, 2]);
  });

  it('is announced again with a new version when auth stores something else the state holds', async () => {
    const { id: userId, base } = await register('reannounced');
    const state = await withTransaction(auth.db, (tx) => announceProtection(tx, userId, clock.at));
    expect(state).toMatchObject({ userId, version: base + 1, dateOfBirthKnown: true, realityCheckMinutes: 60 });
    expect((await recorded(userId, base)).map((event) => event.version - base)).toEqual([1, 1]);
  });

  it('keeps the history append-only', async () => {
    const { id: userId } = await register('historian');
    await auth.client.call('auth.protection.reality-check', { userId, minutes: 90 });
    await expect(auth.db.query('UPDATE protection_changes SET minutes = 15 WHERE user_id = $1', [userId])).rejects.toThrow(/append-only/);
    await expect(auth.db.query('DELETE FROM protection_changes WHERE user_id = $1', [userId])).rejects.toThrow(/append-only/);
  });
});
