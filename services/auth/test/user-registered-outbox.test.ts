import type { UserRegistered } from '@pkr/contracts';
import { createLogger, NoRespondersError, serveEndpoints, type Subscription } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_outbox', env: { ADMIN_USERNAME: 'seeded_admin', ADMIN_PASSWORD: 'admin-pass-1' } });
});
afterAll(async () => {
  await auth?.stop();
});

const register = (username: string) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth: '1990-01-01', client: freshClient() });

/** Stands in for the wallet: acknowledges every registration it hears and remembers it. */
function walletStandIn(): { heard: UserRegistered[]; subscription: Subscription } {
  const heard: UserRegistered[] = [];
  const subscription = serveEndpoints(
    auth.bus,
    {
      'wallet.on.user-registered': (event) => {
        heard.push(event);
        return { eventId: event.eventId, duplicate: false };
      },
    },
    { queue: 'wallet', logger: createLogger('wallet-stand-in', 'silent') },
  );
  return { heard, subscription };
}

async function eventually<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The rows addressed to the wallet still waiting in the outbox (a row leaves it once the wallet acknowledges it);
 * the leaderboard, the event's other consumer, is not running here.
 */
const outboxRowsFor = async (username: string) =>
  (
    await auth.db.query<{ payload: UserRegistered }>(
      "SELECT payload FROM outbox WHERE payload->>'username' = $1 AND subject = 'wallet.on.user-registered'",
      [username],
    )
  ).rows;
const delivered = async (username: string) => ((await outboxRowsFor(username)).length === 0 ? true : undefined);

describe('the user-registered event', () => {
  it('reaches the wallet with the new player once the registration commits', async () => {
    const wallet = walletStandIn();
    try {
      const { user } = await register('new_player');
      const event = await eventually(() => wallet.heard.find((heard) => heard.userId === user.id));
      expect(event).toMatchObject({ userId: user.id, username: 'new_player', registeredAt: user.createdAt });
      expect(Date.parse(event.occurredAt)).not.toBeNaN();
      await eventually(() => delivered('new_player'));
    } finally {
      wallet.subscription.unsubscribe();
    }
  });

  it('reaches the wallet before the registration answers, so the answer can carry the bonus', async () => {
    const wallet = walletStandIn();
    try {
      const { user } = await register('bonus_first');
      expect(wallet.heard.map((heard) => heard.userId)).toContain(user.id);
      expect(await outboxRowsFor('bonus_first')).toEqual([]);
    } finally {
      wallet.subscription.unsubscribe();
    }
  });

  it('is delivered after the wallet was down when the player registered', async () => {
    const requests = vi.spyOn(auth.bus, 'request');
    const { user } = await register('early_bird');
    // The relay tries at once (kicked by the commit) and finds no wallet: the event waits, undelivered.
    const { attempt } = await vi.waitFor(() => {
      const index = requests.mock.calls.findIndex(([subject, payload]) => subject === 'wallet.on.user-registered' && (payload as UserRegistered).userId === user.id);
      expect(index).toBeGreaterThanOrEqual(0);
      return { attempt: requests.mock.results[index]?.value as Promise<unknown> };
    });
    await expect(attempt).rejects.toBeInstanceOf(NoRespondersError);
    requests.mockRestore();
    const [failed] = await outboxRowsFor('early_bird');
    expect(failed).toBeDefined();

    const wallet = walletStandIn();
    try {
      const event = await eventually(() => wallet.heard.find((heard) => heard.userId === user.id));
      expect(event.eventId).toBe(failed?.payload.eventId);
      await eventually(() => delivered('early_bird'));
    } finally {
      wallet.subscription.unsubscribe();
    }
  });

  it('is not recorded for a registration that was refused', async () => {
    await register('only_once');
    await expect(register('ONLY_ONCE')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await outboxRowsFor('only_once')).toHaveLength(1);
    expect(await outboxRowsFor('ONLY_ONCE')).toHaveLength(0);
  });

  it('announces an admin account seeded from configuration too', async () => {
    await auth.restart({ ADMIN_USERNAME: 'second_admin', ADMIN_PASSWORD: 'admin-pass-2' });
    const wallet = walletStandIn();
    try {
      const event = await eventually(() => wallet.heard.find((heard) => heard.username === 'second_admin'));
      const { user } = await auth.client.call('auth.admin-login', { username: 'second_admin', password: 'admin-pass-2', client: freshClient() });
      expect(event.userId).toBe(user.id);
    } finally {
      wallet.subscription.unsubscribe();
    }
  });
});
