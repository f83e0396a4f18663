import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAttemptKey } from './attempt-key';

const bonus = { userId: 'u-1', amount: 200, reason: 'Bonus' };

describe('useAttemptKey', () => {
  it('keeps an unfinished attempt of a scope across a remount, so the same request asks again under its key', () => {
    const first = renderHook(() => useAttemptKey('adjust:u-1'));
    const key = first.result.current.keyFor(bonus);
    first.unmount();

    const again = renderHook(() => useAttemptKey('adjust:u-1'));
    expect(again.result.current.keyFor(bonus)).toBe(key);
  });

  it('starts a new key for a scope after a success or a changed request', () => {
    const { result } = renderHook(() => useAttemptKey('adjust:u-2'));
    const key = result.current.keyFor(bonus);
    const changed = result.current.keyFor({ ...bonus, amount: 300 });
    expect(changed).not.toBe(key);

    result.current.done();
    const { result: remounted } = renderHook(() => useAttemptKey('adjust:u-2'));
    expect(remounted.current.keyFor({ ...bonus, amount: 300 })).not.toBe(changed);
  });

  it('keeps scopes apart', () => {
    const { result: one } = renderHook(() => useAttemptKey('adjust:u-3'));
    const { result: other } = renderHook(() => useAttemptKey('adjust:u-4'));
    expect(one.current.keyFor(bonus)).not.toBe(other.current.keyFor(bonus));
  });

  it('without a scope, keeps the attempt for as long as the component lives and no longer', () => {
    const first = renderHook(() => useAttemptKey());
    const key = first.result.current.keyFor(bonus);
    expect(first.result.current.keyFor(bonus)).toBe(key);
    first.unmount();

    const { result: next } = renderHook(() => useAttemptKey());
    expect(next.current.keyFor(bonus)).not.toBe(key);
  });
});
