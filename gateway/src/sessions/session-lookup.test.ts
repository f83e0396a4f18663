import { AppError, type ResolvedSession } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import { cachedSessionLookup } from './session-lookup';

const sana: ResolvedSession = {
  sessionId: '7b0f4a52-2a55-4f43-9b8e-1d3c0a9b6e21',
  userId: '5d7c1c55-8a61-4a57-a3f4-2c4f1b7e9a10',
  username: 'sana',
  isAdmin: false,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

/** Auth as the lookup sees it: each question waits until the test answers it. */
function authAnswering() {
  const questions: Array<{ token: string; answer: (session: ResolvedSession | null) => void }> = [];
  const client = {
    call: (_subject: string, request: { token: string }) =>
      new Promise((resolve, reject) => {
        questions.push({
          token: request.token,
          answer: (session) => (session ? resolve(session) : reject(new AppError('UNAUTHENTICATED', 'Not logged in'))),
        });
      }),
  } as unknown as BusClient;
  return { client, questions };
}

const cacheOf = (ttlMs = 60_000) => new SessionCache({ ttlMs, maxEntries: 100 });

describe('looking a cookie up', () => {
  it('asks auth once for calls waiting together, then answers from the cache', async () => {
    const { client, questions } = authAnswering();
    const lookup = cachedSessionLookup(client, cacheOf());
    const waiting = [lookup.resolve('token-sana'), lookup.resolve('token-sana')];
    expect(questions).toHaveLength(1);
    questions[0]?.answer(sana);
    await expect(Promise.all(waiting)).resolves.toEqual([sana, sana]);
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions).toHaveLength(1);
  });

  it('asks again about a refused token', async () => {
    const { client, questions } = authAnswering();
    const lookup = cachedSessionLookup(client, cacheOf());
    const first = lookup.resolve('forged');
    questions[0]?.answer(null);
    await expect(first).resolves.toBeNull();
    void lookup.resolve('forged');
    expect(questions).toHaveLength(2);
  });

  it('does not keep an answer that a logout overtook, and forgets a session ended here', async () => {
    const { client, questions } = authAnswering();
    const cache = cacheOf();
    const lookup = cachedSessionLookup(client, cache);
    const raced = lookup.resolve('token-sana');
    cache.dropSession(sana.sessionId);
    questions[0]?.answer(sana);
    await expect(raced).resolves.toEqual(sana);
    expect(cache.get('token-sana')).toBeUndefined();

    const again = lookup.resolve('token-sana');
    questions[1]?.answer(sana);
    await again;
    lookup.ended(sana.sessionId);
    void lookup.resolve('token-sana');
    expect(questions).toHaveLength(3);
  });

  it('asks auth on every call when the cache is off', async () => {
    const { client, questions } = authAnswering();
    const lookup = cachedSessionLookup(client, cacheOf(0));
    void lookup.resolve('token-sana');
    void lookup.resolve('token-sana');
    expect(questions).toHaveLength(2);
  });
});

describe('renewing a session in use', () => {
  const cacheAt = (clock: { now: number }) => new SessionCache({ ttlMs: 60_000, maxEntries: 100, now: () => clock.now });
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('answers from the cache while asking auth again behind the call once half the time to live has passed', async () => {
    const { client, questions } = authAnswering();
    const clock = { now: Date.now() };
    const lookup = cachedSessionLookup(client, cacheAt(clock));
    const first = lookup.resolve('token-sana');
    questions[0]?.answer(sana);
    await first;
    clock.now += 29_999;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions).toHaveLength(1);
    clock.now += 1;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions).toHaveLength(2);
    questions[1]?.answer(sana);
    await settled();
    clock.now += 30_000;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions).toHaveLength(3);
  });

  it('refuses the next call once a renewal is refused', async () => {
    const { client, questions } = authAnswering();
    const clock = { now: Date.now() };
    const lookup = cachedSessionLookup(client, cacheAt(clock));
    const first = lookup.resolve('token-sana');
    questions[0]?.answer(sana);
    await first;
    clock.now += 30_000;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    questions[1]?.answer(null);
    await settled();
    const next = lookup.resolve('token-sana');
    expect(questions).toHaveLength(3);
    questions[2]?.answer(null);
    await expect(next).resolves.toBeNull();
  });
});
