import type { SessionsChanged } from '@pkr/contracts';
import type { Subscription } from '@pkr/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;
let heard: SessionsChanged[] = [];
let gateway: Subscription | undefined;

/** Listens as a gateway does: no queue group, acknowledging each announcement. */
function listenAsGateway(): void {
  gateway = auth.bus.subscribe('gateway.on.sessions-changed', (payload, delivery) => {
    const change = payload as SessionsChanged;
    heard.push(change);
    delivery.respond({ ok: true, data: { eventId: change.eventId, duplicate: false } });
  });
}

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_session_announcements' });
});
afterEach(() => {
  gateway?.unsubscribe();
  gateway = undefined;
  heard = [];
});
afterAll(async () => {
  await auth?.stop();
});

const register = (username: string) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth: '1990-01-01', client: freshClient() });
/** Each event heard once: the relay's poll may deliver an event again while it is sent at once (at least once). */
const heardOnce = () => [...new Map(heard.map((change) => [change.eventId, change])).values()];
const heardWithin = (expected: unknown[], timeout = 1_000) =>
  vi.waitFor(() => expect(heardOnce()).toEqual(expected), { timeout, interval: 10 });

describe('announcements of changed sessions', () => {
  it('tells the gateways of a logout once, with the session and its user, before the logout answers', async () => {
    listenAsGateway();
    const { token, user } = await register('farah');
    const { sessionId, expiresAt } = await auth.client.call('auth.session.resolve', { token });
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    await auth.client.call('auth.logout', { sessionId });
    // Heard before the logout answered: the caller's next call on any gateway already finds it gone.
    expect(heardOnce()).toEqual([expect.objectContaining({ change: 'session-ended', userId: user.id, sessionId })]);

    await auth.client.call('auth.logout', { sessionId });
    // A second logout of the same session announces nothing: an announcement is heard before its call answers.
    expect(heardOnce()).toHaveLength(1);
    // The engine hears the same logout, so it stops the player's auto-plays; it is not running here, so its copy
    // waits in the outbox.
    const engine = await auth.db.query("SELECT payload->>'cause' AS cause FROM outbox WHERE subject = 'game.on.sessions-changed' AND payload->>'sessionId' = $1", [sessionId]);
    expect(engine.rows).toEqual([{ cause: 'logout' }]);
  });

  it("tells the gateways when a user's admin right changes, and not when it stays as it was", async () => {
    listenAsGateway();
    // Another admin stays, so the revocation below does not leave none.
    const { user: keeper } = await register('keeper');
    await auth.client.call('auth.users.set-admin', { userId: keeper.id, isAdmin: true });
    const { user } = await register('ghazal');
    await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: true });
    await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: true });
    await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: false });
    const rightsChanged = expect.objectContaining({ change: 'user-changed', userId: user.id, sessionId: null });
    await heardWithin([expect.objectContaining({ change: 'user-changed', userId: keeper.id }), rightsChanged, rightsChanged]);
    // The engine's copies, waiting in the outbox as no engine runs here: the grant and the revocation, nothing for the repeat.
    const stored = await auth.db.query("SELECT count(*)::int AS n FROM outbox WHERE subject = 'game.on.sessions-changed' AND payload->>'userId' = $1", [user.id]);
    expect(stored.rows[0]).toEqual({ n: 2 });
  });

  it('announces a logout committed while no gateway listened, even across a restart of auth', async () => {
    const { token } = await register('hina');
    const { sessionId } = await auth.client.call('auth.session.resolve', { token });
    await auth.client.call('auth.logout', { sessionId });
    await auth.restart();
    listenAsGateway();
    await heardWithin([expect.objectContaining({ change: 'session-ended', sessionId })], 5_000);
  });
});
