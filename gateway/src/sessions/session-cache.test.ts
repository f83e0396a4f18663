import type { ResolvedSession } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const HOUR = 3_600_000;
let clock = 0;
const now = () => clock;

function session(sessionId: string, userId: string, expiresInMs = HOUR): ResolvedSession {
  return { sessionId, userId, username: `player-${userId}`, isAdmin: false, expiresAt: new Date(clock + expiresInMs).toISOString() };
}

function cacheOf(ttlMs = 60_000, maxEntries = 100): SessionCache {
  clock = Date.parse('2026-01-01T00:00:00Z');
  return new SessionCache({ ttlMs, maxEntries, now });
}

describe('the verified-session cache', () => {
  it('answers a verified session until its time to live runs out', () => {
    const cache = cacheOf(60_000);
    const ali = session('s-ali', 'u-ali');
    cache.set('token-ali', ali, cache.mark());
    clock += 59_999;
    expect(cache.get('token-ali')).toEqual(ali);
    clock += 1;
    expect(cache.get('token-ali')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a session past its own expiry', () => {
    const cache = cacheOf(60_000);
    cache.set('token-ali', session('s-ali', 'u-ali', 5_000), cache.mark());
    clock += 4_999;
    expect(cache.get('token-ali')).toBeDefined();
    clock += 1;
    expect(cache.get('token-ali')).toBeUndefined();
    cache.set('token-old', session('s-old', 'u-old', 0), cache.mark());
    expect(cache.get('token-old')).toBeUndefined();
  });

  it('keeps nothing when turned off with a time to live of 0', () => {
    const cache = cacheOf(0);
    cache.set('token-ali', session('s-ali', 'u-ali'), cache.mark());
    expect(cache.enabled).toBe(false);
    expect(cache.get('token-ali')).toBeUndefined();
  });

  it('drops the oldest sessions first once full, and a session used again counts as new', () => {
    const cache = cacheOf(60_000, 2);
    cache.set('token-a', session('s-a', 'u-a'), cache.mark());
    cache.set('token-b', session('s-b', 'u-b'), cache.mark());
    cache.set('token-a', session('s-a', 'u-a'), cache.mark());
    cache.set('token-c', session('s-c', 'u-c'), cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('token-b')).toBeUndefined();
    expect(cache.get('token-a')).toBeDefined();
    expect(cache.get('token-c')).toBeDefined();
  });

  it('drops an ended session, and every session of a user whose rights changed', () => {
    const cache = cacheOf();
    cache.set('phone', session('s-phone', 'u-sana'), cache.mark());
    cache.set('laptop', session('s-laptop', 'u-sana'), cache.mark());
    cache.set('other', session('s-other', 'u-omar'), cache.mark());
    cache.dropSession('s-phone');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeDefined();
    cache.dropUser('u-sana');
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
  });

  it('does not keep an answer asked for before a drop: it may predate the change', () => {
    const cache = cacheOf();
    const askedAt = cache.mark();
    cache.dropSession('s-ali');
    cache.set('token-ali', session('s-ali', 'u-ali'), askedAt);
    expect(cache.get('token-ali')).toBeUndefined();
    const askedBeforeClear = cache.mark();
    cache.clear();
    cache.set('token-ali', session('s-ali', 'u-ali'), askedBeforeClear);
    expect(cache.get('token-ali')).toBeUndefined();
  });

  it('forgets everything when cleared', () => {
    const cache = cacheOf();
    cache.set('token-a', session('s-a', 'u-a'), cache.mark());
    cache.set('token-b', session('s-b', 'u-b'), cache.mark());
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('token-a')).toBeUndefined();
  });
});
