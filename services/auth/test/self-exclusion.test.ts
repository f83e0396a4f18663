import type { ProtectionChanged, SessionsChanged } from '@pkr/contracts';
import type { Subscription } from '@pkr/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

const clock = { at: new Date('2026-03-01T10:00:00.000Z') };

let auth: AuthUnderTest;
const listeners: Subscription[] = [];
let sessionChanges: SessionsChanged[] = [];
let engineHeard: ProtectionChanged[] = [];

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_self_exclusion', transport: 'nats', now: () => clock.at });
});
afterEach(() => {
  listeners.splice(0).forEach((listener) => listener.unsubscribe());
  sessionChanges = [];
  engineHeard = [];
});
afterAll(async () => {
  await auth?.stop();
});

/**
 * Listens as a gateway (every one hears, no queue group) and as the engine's copy of the protection state. Each
 * test reads only its own player's events: those of earlier tests that no one heard are sent again by the relay.
 */
async function listenAsGatewayAndEngine(): Promise<void> {
  listeners.push(
    auth.bus.subscribe('gateway.on.sessions-changed', (payload, delivery) => {
      const change = payload as SessionsChanged;
      sessionChanges.push(change);
      delivery.respond({ ok: true, data: { eventId: change.eventId, duplicate: false } });
    }),
    auth.bus.subscribe('game.on.protection-changed', (payload, delivery) => {
      const event = payload as ProtectionChanged;
      engineHeard.push(event);
      delivery.respond({ ok: true, data: { eventId: event.eventId, duplicate: false } });
    }),
  );
  await auth.bus.flush();
}

const credentials = (username: string) => ({ username, password: 'secret123', client: freshClient() });
const register = (username: string) => auth.client.call('auth.register', { ...credentials(username), phone: '', dateOfBirth: '1990-05-01' });
const login = (username: string) => auth.client.call('auth.login', credentials(username));
const sessionOf = async (token: string) => (await auth.client.call('auth.session.resolve', { token })).sessionId;

describe('self-exclusion', () => {
  it('ends every session of the player at once and tells every gateway of each before it answers', async () => {
    const { user, token } = await register('excluded');
    const phone = await login('excluded');
    await listenAsGatewayAndEngine();
    const sessions = [await sessionOf(token), await sessionOf(phone.token)];

    const state = await auth.client.call('auth.protection.self-exclude', { userId: user.id, period: '6m', byAdmin: null });
    expect(state).toMatchObject({ selfExcludedUntil: '2026-09-01T10:00:00.000Z' });
    // Delivered at least once: the relay may send a row again while it is being marked delivered.
    const announced = new Map(sessionChanges.filter((change) => change.userId === user.id).map((change) => [change.eventId, change]));
    expect([...announced.values()].map((change) => [change.change, change.userId, change.sessionId]).sort()).toEqual(
      sessions.map((sessionId) => ['session-ended', user.id, sessionId]).sort(),
    );
    // The registration's own announcement may arrive late too, once the relay tries it again.
    const exclusions = engineHeard.filter((event) => event.state.userId === user.id && event.state.version === state.version);
    expect(new Set(exclusions.map((event) => event.eventId)).size).toBe(1);
    expect(exclusions[0]).toMatchObject({ state });
    for (const old of [token, phone.token]) await expect(auth.client.call('auth.session.resolve', { token: old })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('still lets the player log in, to see the balance and withdraw', async () => {
    const { user } = await register('still_in');
    await auth.client.call('auth.protection.self-exclude', { userId: user.id, period: '1y', byAdmin: null });
    const again = await login('still_in');
    await expect(auth.client.call('auth.session.resolve', { token: again.token })).resolves.toMatchObject({ userId: user.id });
    await expect(auth.client.call('auth.protection.get', { userId: user.id })).resolves.toMatchObject({ selfExcludedUntil: '2027-03-01T10:00:00.000Z' });
  });

  it('cannot be shortened by anyone: a shorter one changes nothing, ends no session and records nothing', async () => {
    const { user } = await register('long_exclusion');
    const year = await auth.client.call('auth.protection.self-exclude', { userId: user.id, period: '1y', byAdmin: null });
    const { token } = await login('long_exclusion');
    await listenAsGatewayAndEngine();
    const byAdmin = { adminId: user.id, reason: 'asked by phone' };
    expect(await auth.client.call('auth.protection.self-exclude', { userId: user.id, period: '6m', byAdmin })).toEqual(year);
    expect(await auth.client.call('auth.protection.break', { userId: user.id, period: '24h' })).toMatchObject({ selfExcludedUntil: year.selfExcludedUntil });
    expect(sessionChanges.filter((change) => change.userId === user.id)).toEqual([]);
    await expect(auth.client.call('auth.session.resolve', { token })).resolves.toMatchObject({ userId: user.id });
  });

  it("records an admin's exclusion as the admin's, with the reason kept beside it", async () => {
    const { user } = await register('admin_excluded');
    const { user: admin } = await register('the_admin');
    await auth.client.call('auth.protection.self-exclude', { userId: user.id, period: '5y', byAdmin: { adminId: admin.id, reason: 'problem gambling reported' } });
    const { changes } = await auth.client.call('auth.protection.history', { userId: user.id });
    expect(changes).toEqual([
      { at: clock.at.toISOString(), change: 'self-exclusion', kind: null, amount: null, until: '2031-03-01T10:00:00.000Z', minutes: null, by: 'admin' },
    ]);
    const stored = await auth.db.query('SELECT by_admin, reason FROM protection_changes WHERE user_id = $1', [user.id]);
    expect(stored.rows).toEqual([{ by_admin: admin.id, reason: 'problem gambling reported' }]);
  });
});
