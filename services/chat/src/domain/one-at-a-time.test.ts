import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('runs tasks of one key in turn, a failure not stopping the next, and other keys alongside', async () => {
    const queue = oneAtATime();
    const order: string[] = [];
    const task = (name: string, ms: number, fail = false) => () =>
      new Promise<string>((resolve, reject) => setTimeout(() => (order.push(name), fail ? reject(new Error(name)) : resolve(name)), ms));
    const results = await Promise.allSettled([queue('a', task('a1', 30, true)), queue('a', task('a2', 1)), queue('b', task('b1', 10))]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});
