import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { placeBet } from './bet-api';

const pending = { status: 409, body: { message: 'Your bet is being confirmed', code: 'PENDING' } };
const placed = { body: { bet: { id: 'b1', amount: 100, autoCashoutAt: null, multipleCashouts: 1, round: 7, gameType: 'crash' } } };
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

afterEach(() => {
  vi.useRealTimers();
});

describe('placing a bet through the live-game api', () => {
  it('asks again after "being confirmed" under the same key, and answers the outcome it learns', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = stubFetch({ '/api/bet': [pending, placed] });
    const reply = placeBet('crash', 100);
    await vi.advanceTimersByTimeAsync(800);
    await expect(reply).resolves.toEqual(placed.body);
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0]!.init)).toBeTruthy();
    expect(keyOf(calls[1]!.init)).toBe(keyOf(calls[0]!.init));
  });

  it('gives every new bet its own key', async () => {
    const { calls } = stubFetch({ '/api/bet': placed });
    await placeBet('crash', 100);
    await placeBet('crash', 100);
    expect(keyOf(calls[0]!.init)).not.toBe(keyOf(calls[1]!.init));
  });
});
