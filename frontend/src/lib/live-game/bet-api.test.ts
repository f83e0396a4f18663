import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveCallLost, type LiveCallMessage } from '@/lib/realtime/live-calls';
import { stubFetch } from '@/testing/fetch-stub';
import { cashOut, placeBet } from './bet-api';

/** The app's live connection, with no socket open unless a test opens one. */
const ask = vi.hoisted(() => vi.fn<(message: LiveCallMessage) => Promise<unknown> | null>(() => null));
vi.mock('@/lib/realtime/realtime', () => ({ getRealtime: () => ({ ask }) }));

const pending = { status: 409, body: { message: 'Your bet is being confirmed', code: 'PENDING' } };
const placed = { body: { bet: { id: 'b1', amount: 100, autoCashoutAt: null, multipleCashouts: 1, round: 7, gameType: 'crash' } } };
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

afterEach(() => {
  vi.useRealTimers();
  ask.mockReset();
  ask.mockReturnValue(null);
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

describe("money calls on the game page's open socket", () => {
  it('places the bet on the socket and answers its result, sending nothing over HTTP', async () => {
    const { calls } = stubFetch({});
    ask.mockImplementationOnce(async () => ({ type: 'bet_result', gameType: 'crash', ...placed.body }));
    await expect(placeBet('crash', 100, { slot: 2, autoCashout: 2 })).resolves.toMatchObject(placed.body);
    expect(ask.mock.calls[0]![0]).toMatchObject({ type: 'place_bet', gameType: 'crash', amount: 100, slot: 2, autoCashout: 2, requestId: expect.any(String) });
    expect(calls).toHaveLength(0);
  });

  it('asks again over HTTP under the same idempotency key when the socket closes before the answer', async () => {
    vi.useFakeTimers();
    const cashedOut = { betId: 'b1', slot: 1, winAmount: 150, multiplier: 1.5 };
    const { calls } = stubFetch({ '/api/cashout': { body: cashedOut } });
    ask.mockImplementationOnce(() => Promise.reject(new LiveCallLost('The live connection closed before the answer came')));
    const reply = cashOut('crash', 1, 'b1');
    await vi.advanceTimersByTimeAsync(300);
    await expect(reply).resolves.toEqual(cashedOut);
    const sent = ask.mock.calls[0]![0];
    expect(sent).toMatchObject({ type: 'cashout', gameType: 'crash', slot: 1, betId: 'b1' });
    expect(keyOf(calls[0]!.init)).toBe(sent.type === 'cashout' ? sent.idempotencyKey : undefined);
  });
});
