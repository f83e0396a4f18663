import { AppError, type ResolvedSession } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache';
import { cachedSessionLookup } from './session-lookup';

const sana: ResolvedSession = {
  sessionId: '7b0f4a52-2a55-4f43-9b8e-1d3c0a9b6e21',
  userId: '5d7c1c55-8a61-4a57-a3f4-2c4f1b7e9a10',
  username: 'sana',
  isAdmin: false,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

/**
 * Auth as the lookup sees it: each question waits until the test answers it. A token is resolved one at a time
 * (a refusal is a 401); sessions kept are checked again together, each answered in order.
 */
function authAnswering() {
  const questions: Array<{ subject: string; asked: number; answer: (session: ResolvedSession | null) => void }> = [];
  const client = {
    call: (subject: string, request: { token?: string; sessions?: unknown[] }) =>
      new Promise((resolve, reject) => {
        questions.push({
          subject,
          asked: request.sessions?.length ?? 1,
          answer: (session) => {
            if (request.sessions) resolve({ sessions: request.sessions.map(() => session) });
            else if (session) resolve(session);
            else reject(new AppError('UNAUTHENTICATED', 'Not logged in'));
          },
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

  it('keeps the session a login opened here, so the new cookie is not asked about', async () => {
    const { client, questions } = authAnswering();
    const lookup = cachedSessionLookup(client, cacheOf());
    const reply = { user: { id: sana.userId }, token: 'token-sana', session: sana };
    await expect(lookup.opening(async () => reply)).resolves.toBe(reply);
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions).toHaveLength(0);
  });

  it('asks about the new cookie at its first use when auth does not say what it opened', async () => {
    const { client, questions } = authAnswering();
    const lookup = cachedSessionLookup(client, cacheOf());
    await lookup.opening(async () => ({ token: 'token-sana' }));
    const first = lookup.resolve('token-sana');
    expect(questions).toHaveLength(1);
    questions[0]?.answer(sana);
    await expect(first).resolves.toEqual(sana);
  });

  it('does not keep a session whose user was logged out everywhere while the login was asked', async () => {
    const { client, questions } = authAnswering();
    const cache = cacheOf();
    const lookup = cachedSessionLookup(client, cache);
    await lookup.opening(async () => {
      cache.dropSession(sana.sessionId);
      return { token: 'token-sana', session: sana };
    });
    void lookup.resolve('token-sana');
    expect(questions).toHaveLength(1);
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
  /** A lookup that renews at once, with sana's token resolved and cached at the clock's start. */
  const sanaLookedUp = async () => {
    const { client, questions } = authAnswering();
    const clock = { now: Date.now() };
    const lookup = cachedSessionLookup(client, cacheAt(clock), 0);
    const first = lookup.resolve('token-sana');
    questions[0]?.answer(sana);
    await first;
    return { questions, clock, lookup };
  };

  it('answers from the cache while asking auth again behind the call once half the time to live has passed', async () => {
    const { questions, clock, lookup } = await sanaLookedUp();
    clock.now += 29_999;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions).toHaveLength(1);
    clock.now += 1;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions.map((question) => question.subject)).toEqual(['auth.session.resolve', 'auth.sessions.check']);
    questions[1]?.answer(sana);
    await settled();
    clock.now += 30_000;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    expect(questions).toHaveLength(3);
  });

  it('refuses the next call once a renewal is refused', async () => {
    const { questions, clock, lookup } = await sanaLookedUp();
    clock.now += 30_000;
    await expect(lookup.resolve('token-sana')).resolves.toEqual(sana);
    questions[1]?.answer(null);
    await settled();
    const next = lookup.resolve('token-sana');
    expect(questions).toHaveLength(3);
    questions[2]?.answer(null);
    await expect(next).resolves.toBeNull();
  });

  it('asks about the renewals that come due within the linger of one another in one question', async () => {
    const { client, questions } = authAnswering();
    const clock = { now: Date.now() };
    const lookup = cachedSessionLookup(client, cacheAt(clock), 20);
    const tokens = ['token-a', 'token-b', 'token-c'];
    const first = tokens.map((token) => lookup.resolve(token));
    questions.forEach((question) => question.answer(sana));
    await Promise.all(first);
    clock.now += 30_000;
    for (const token of tokens) await expect(lookup.resolve(token)).resolves.toEqual(sana);
    expect(questions).toHaveLength(3);
    await vi.waitFor(() => expect(questions).toHaveLength(4));
    expect(questions[3]).toMatchObject({ subject: 'auth.sessions.check', asked: 3 });
  });
});
