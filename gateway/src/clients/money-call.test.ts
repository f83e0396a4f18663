import { AppError } from '@pkr/contracts';
import { RequestTimeoutError } from '@pkr/platform';
import { describe, expect, it } from 'vitest';
import { MONEY_CALL_MS, moneyCall } from './money-call';

describe('a money call from the gateway', () => {
  it('sends its deadline with the call', async () => {
    const before = Date.now();
    const options = await moneyCall('bet', async (sent) => sent);
    expect(options.deadline).toBeGreaterThanOrEqual(before + MONEY_CALL_MS);
    expect(options.deadline).toBeLessThanOrEqual(Date.now() + MONEY_CALL_MS);
  });

  it.each([
    ['bet', 'Your bet is being confirmed'],
    ['cashout', 'Your cash-out is being confirmed'],
    ['withdraw', 'Your withdrawal request is being confirmed'],
    ['deposit', 'Your deposit request is being confirmed'],
  ] as const)('answers a %s the gateway stopped waiting for as being confirmed (409), never as failed', async (call, message) => {
    const answer = moneyCall(call, () => Promise.reject(new RequestTimeoutError('game.crash.bet')));
    await expect(answer).rejects.toMatchObject({ code: 'PENDING', status: 409, message });
  });

  it("passes on a service's own refusal, a deadline it refused to work past included", async () => {
    const refusal = new AppError('TIMEOUT', 'The service did not answer in time, please try again');
    await expect(moneyCall('bet', () => Promise.reject(refusal))).rejects.toBe(refusal);
  });
});
