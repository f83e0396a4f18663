import type { ResolvedSession } from '@pkr/contracts';
import { NatsBus, type RunningNats } from '@pkr/platform';
import { startNatsServer } from '@pkr/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { followSessionChanges } from '../src/sessions/session-changes';
import { SessionCache } from '../src/sessions/session-cache';
import { silentLogger } from './support/gateway-under-test';

/** A nats-server of this suite alone, so it can be restarted under a gateway's connection. */
let nats: RunningNats;
let port: number;
let bus: NatsBus;

beforeAll(async () => {
  nats = await startNatsServer();
  port = Number(new URL(nats.url).port);
  bus = await NatsBus.connect(nats.url, 'reconnecting-gateway');
});
afterAll(async () => {
  await bus?.drain();
  await nats?.stop();
});

const session: ResolvedSession = {
  sessionId: '7b0f4a52-2a55-4f43-9b8e-1d3c0a9b6e21',
  userId: '5d7c1c55-8a61-4a57-a3f4-2c4f1b7e9a10',
  username: 'hassan',
  isAdmin: false,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

describe("a gateway's verified sessions", () => {
  it('are all forgotten when the bus connection drops and comes back: announcements may have been missed', async () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 100 });
    const following = followSessionChanges(bus, cache, silentLogger);
    cache.set('token-hassan', session, cache.mark());
    expect(cache.get('token-hassan')).toEqual(session);

    await nats.stop();
    await vi.waitFor(() => expect(cache.get('token-hassan')).toBeUndefined(), { timeout: 10_000, interval: 20 });
    // An answer that reached the gateway during the gap is dropped too once the connection is back.
    cache.set('token-hassan', session, cache.mark());
    nats = await startNatsServer({ port });
    await vi.waitFor(() => expect(cache.get('token-hassan')).toBeUndefined(), { timeout: 10_000, interval: 20 });

    await bus.flush();
    cache.set('token-hassan', session, cache.mark());
    expect(cache.get('token-hassan')).toEqual(session);
    following.unsubscribe();
  });
});
