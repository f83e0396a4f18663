import { describe, expect, it } from 'vitest';
import { auditChanges, formatUtc } from './audit-format';

describe('audit entries as the panel shows them', () => {
  it('shows each field before and after in the words of the panel', () => {
    expect(auditChanges({ before: { balance: 3 }, after: { balance: 1253.5 }, outcome: 'done' })).toEqual(['Balance: Rs. 3 → Rs. 1,253.50']);
    expect(auditChanges({ before: { status: 'pending' }, after: { status: 'completed' }, outcome: 'done' })).toEqual(['Status: pending → completed']);
    expect(auditChanges({ before: { isAdmin: false }, after: { isAdmin: true }, outcome: 'done' })).toEqual(['Rights: User → Admin']);
    expect(auditChanges({ before: { crashPoint: null }, after: { crashPoint: 2.5 }, outcome: 'done' })).toEqual(['Crash point: — → 2.50x']);
  });

  it('shows a search by its count, a failed action unchanged, and nothing for a login', () => {
    expect(auditChanges({ before: null, after: { found: 2 }, outcome: 'done' })).toEqual(['Found: 2']);
    expect(auditChanges({ before: { balance: 3 }, after: null, outcome: 'failed' })).toEqual(['Balance: Rs. 3 (unchanged)']);
    expect(auditChanges({ before: null, after: null, outcome: 'done' })).toEqual([]);
  });

  it('never calls an action of unknown outcome unchanged: what it left is not known', () => {
    expect(auditChanges({ before: { balance: 3 }, after: null, outcome: 'unknown' })).toEqual(['Balance: Rs. 3 → ?']);
    expect(auditChanges({ before: { status: 'pending' }, after: null, outcome: 'unknown' })).toEqual(['Status: pending → ?']);
  });

  it('gives the time in UTC', () => {
    expect(formatUtc('2026-03-05T10:00:07.123Z')).toBe('2026-03-05 10:00:07 UTC');
  });
});
