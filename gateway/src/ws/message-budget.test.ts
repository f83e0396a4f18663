import { describe, expect, it } from 'vitest';
import { MessageBudget } from './message-budget';

function budgetAt(clock: { ms: number }) {
  return new MessageBudget({ burst: 5, perSecond: 2 }, () => clock.ms);
}

describe('a socket message budget', () => {
  it('lets a burst through, then refuses the next message', () => {
    const budget = budgetAt({ ms: 0 });
    expect(Array.from({ length: 5 }, () => budget.take())).toEqual([true, true, true, true, true]);
    expect(budget.take()).toBe(false);
  });

  it('gives tokens back at the steady rate, never above the burst', () => {
    const clock = { ms: 0 };
    const budget = budgetAt(clock);
    for (let sent = 0; sent < 5; sent += 1) budget.take();
    clock.ms = 500;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    clock.ms = 60_000;
    expect(Array.from({ length: 6 }, () => budget.take()).filter(Boolean)).toHaveLength(5);
  });
});
