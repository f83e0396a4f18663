import { describe, expect, it } from 'vitest';
import { startOfPakistanDay, startOfPakistanMonth, startOfPakistanYear } from './protection-rules';

describe('the day, month and year in Pakistan', () => {
  it('turn at midnight there, five hours before midnight UTC', () => {
    const at = new Date('2026-03-20T10:00:00Z');
    expect(startOfPakistanDay(at).toISOString()).toBe('2026-03-19T19:00:00.000Z');
    expect(startOfPakistanMonth(at).toISOString()).toBe('2026-02-28T19:00:00.000Z');
    expect(startOfPakistanYear(at).toISOString()).toBe('2025-12-31T19:00:00.000Z');
  });

  it('put the evening of the last day of a UTC month in the next month when it is past midnight in Pakistan', () => {
    const at = new Date('2026-04-30T20:30:00Z');
    expect(startOfPakistanMonth(at).toISOString()).toBe('2026-04-30T19:00:00.000Z');
    expect(startOfPakistanYear(new Date('2025-12-31T19:30:00Z')).toISOString()).toBe('2025-12-31T19:00:00.000Z');
    expect(startOfPakistanYear(new Date('2025-12-31T18:30:00Z')).toISOString()).toBe('2024-12-31T19:00:00.000Z');
  });
});
