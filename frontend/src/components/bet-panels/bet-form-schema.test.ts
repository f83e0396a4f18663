import { describe, expect, it } from 'vitest';
import { betFormSchema } from './bet-form-schema';

const errorsOf = (amount: string, autoCashout = '') => {
  const result = betFormSchema.safeParse({ amount, autoCashout });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the bet form', () => {
  it('accepts 10 to 10,000 PKR with an optional auto cash-out of at least 1.01x', () => {
    expect(betFormSchema.parse({ amount: '10', autoCashout: '' })).toEqual({ amount: 10, autoCashout: null });
    expect(betFormSchema.parse({ amount: '10000', autoCashout: '1.01' })).toEqual({ amount: 10_000, autoCashout: 1.01 });
  });

  it('refuses with the contracts messages', () => {
    expect(errorsOf('')).toEqual(['Minimum bet is 10 PKR']);
    expect(errorsOf('9.99')).toEqual(['Minimum bet is 10 PKR']);
    expect(errorsOf('10000.01')).toEqual(['Maximum bet is 10,000 PKR']);
    expect(errorsOf('50', '1')).toEqual(['Auto cash-out must be at least 1.01x']);
  });
});
