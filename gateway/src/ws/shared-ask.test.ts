import { describe, expect, it } from 'vitest';
import { sharedAsk } from './shared-ask';

/** An ask whose answers the test gives by hand, numbered in the order they were asked. */
function manualAsk() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const ask = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  return { ask, pending };
}

describe('one request for the callers that ask together', () => {
  it('asks once for the first caller, once more for everyone who asked while it was on its way', async () => {
    const { ask, pending } = manualAsk();
    const shared = sharedAsk(ask);
    const first = shared();
    const later = Array.from({ length: 100 }, () => shared());
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    expect(new Set(await Promise.all(later))).toEqual(new Set([2]));
  });

  it('never answers a caller with a request sent before it asked', async () => {
    const { ask, pending } = manualAsk();
    const shared = sharedAsk(ask);
    const answers: Array<{ askedAfter: number; answer: Promise<number> }> = [];
    for (let round = 0; round < 5; round += 1) {
      answers.push({ askedAfter: pending.length, answer: shared() });
      answers.push({ askedAfter: pending.length, answer: shared() });
      pending[pending.length - 1]!.resolve(pending.length);
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const request of pending) request.resolve(pending.indexOf(request) + 1);
    for (const { askedAfter, answer } of answers) expect(await answer).toBeGreaterThan(askedAfter);
  });

  it('fails only the callers of a failed request, and asks again for the next', async () => {
    const { ask, pending } = manualAsk();
    const shared = sharedAsk(ask);
    const failed = shared();
    pending[0]!.reject(new Error('engine away'));
    await expect(failed).rejects.toThrow('engine away');
    const after = shared();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(7);
    expect(await after).toBe(7);
  });
});
