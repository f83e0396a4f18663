import { describe, expect, it } from 'vitest';
import { auditChanges, formatUtc } from './audit-format';

describe('audit entries as the panel shows them', () => {
  it('shows each field before and after in the words of the panel', () => {
    expect(auditChanges({ before: { balance: 3 }, after: { balance: 1253.5 } })).toEqual([{ field: 'Balance', before: 'Rs. 3', after: 'Rs. 1,253.50' }]);
    expect(auditChanges({ before: { status: 'pending' }, after: { status: 'completed' } })).toEqual([{ field: 'Status', before: 'pending', after: 'completed' }]);
    expect(auditChanges({ before: { isAdmin: false }, after: { isAdmin: true } })).toEqual([{ field: 'Rights', before: 'User', after: 'Admin' }]);
    expect(auditChanges({ before: { crashPoint: null }, after: { crashPoint: 2.5 } })).toEqual([{ field: 'Crash point', before: '—', after: '2.50x' }]);
  });

  it('has no after for a failed action and nothing for a login', () => {
    expect(auditChanges({ before: { balance: 3 }, after: null })).toEqual([{ field: 'Balance', before: 'Rs. 3', after: null }]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });

  it('gives the time in UTC', () => {
    expect(formatUtc('2026-03-05T10:00:07.123Z')).toBe('2026-03-05 10:00:07 UTC');
  });
});
