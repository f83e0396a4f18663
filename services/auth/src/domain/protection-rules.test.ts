import { limitsInForce, playRestriction, protectionRules } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { cancelIncrease, defaultProtection, type ProtectionSettings, selfExclude, setLimits, setRealityCheck, settled, takeBreak } from './protection-rules';

const start = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What a wallet's copy would enforce at `at` from these settings. */
const inForceAt = (settings: ProtectionSettings, at: Date) => limitsInForce(settings.limits, settings.pendingIncreases, at);
const withDailyDeposit = (paisa: number) => setLimits(defaultProtection, { depositDaily: paisa }, start).settings;

describe('limits', () => {
  it('holds a first limit at once', () => {
    const { settings, steps } = setLimits(defaultProtection, { depositDaily: 100_000, lossDaily: 50_000 }, start);
    expect(settings.limits).toEqual({ depositDaily: 100_000, depositWeekly: null, depositMonthly: null, lossDaily: 50_000 });
    expect(settings.pendingIncreases).toEqual([]);
    expect(steps.map((step) => [step.change, step.kind, step.amount])).toEqual([
      ['limit-set', 'depositDaily', 100_000],
      ['limit-set', 'lossDaily', 50_000],
    ]);
  });

  it('holds a lower limit at once', () => {
    const { settings } = setLimits(withDailyDeposit(100_000), { depositDaily: 30_000 }, later(HOUR));
    expect(inForceAt(settings, later(HOUR))).toMatchObject({ depositDaily: 30_000 });
  });

  it('makes a raise wait 24 hours, shown as pending, and holds it after', () => {
    const { settings, steps } = setLimits(withDailyDeposit(100_000), { depositDaily: 200_000 }, start);
    const effectiveAt = later(protectionRules.coolingOffMs).toISOString();
    expect(settings.limits.depositDaily).toBe(100_000);
    expect(settings.pendingIncreases).toEqual([{ kind: 'depositDaily', amount: 200_000, effectiveAt }]);
    expect(steps).toEqual([expect.objectContaining({ change: 'limit-increase-requested', kind: 'depositDaily', amount: 200_000, until: effectiveAt })]);
    expect(inForceAt(settings, later(DAY - 1)).depositDaily).toBe(100_000);
    expect(inForceAt(settings, later(DAY)).depositDaily).toBe(200_000);
    expect(settled(settings, later(DAY))).toMatchObject({ limits: { depositDaily: 200_000 }, pendingIncreases: [] });
  });

  it('makes a removal wait 24 hours too', () => {
    const { settings } = setLimits(withDailyDeposit(100_000), { depositDaily: null }, start);
    expect(settings.pendingIncreases).toEqual([{ kind: 'depositDaily', amount: null, effectiveAt: later(DAY).toISOString() }]);
    expect(inForceAt(settings, later(DAY - 1)).depositDaily).toBe(100_000);
    expect(inForceAt(settings, later(DAY)).depositDaily).toBeNull();
  });

  it('cancels a pending raise, keeping the limit in force', () => {
    const raised = setLimits(withDailyDeposit(100_000), { depositDaily: 200_000 }, start).settings;
    const { settings, steps } = cancelIncrease(raised, 'depositDaily', later(HOUR));
    expect(settings.pendingIncreases).toEqual([]);
    expect(steps).toEqual([expect.objectContaining({ change: 'limit-increase-cancelled', kind: 'depositDaily', amount: 200_000 })]);
    expect(inForceAt(settings, later(2 * DAY)).depositDaily).toBe(100_000);
    expect(cancelIncrease(settings, 'depositDaily', later(HOUR)).steps).toEqual([]);
  });

  it('replaces a pending raise with a lower limit set meanwhile', () => {
    const raised = setLimits(withDailyDeposit(100_000), { depositDaily: 200_000 }, start).settings;
    const { settings } = setLimits(raised, { depositDaily: 80_000 }, later(HOUR));
    expect(settings.pendingIncreases).toEqual([]);
    expect(inForceAt(settings, later(2 * DAY)).depositDaily).toBe(80_000);
  });

  it('starts the wait again when a raise is asked for again', () => {
    const raised = setLimits(withDailyDeposit(100_000), { depositDaily: 200_000 }, start).settings;
    const { settings } = setLimits(raised, { depositDaily: 300_000 }, later(20 * HOUR));
    expect(settings.pendingIncreases).toEqual([{ kind: 'depositDaily', amount: 300_000, effectiveAt: later(44 * HOUR).toISOString() }]);
  });

  it('changes nothing when the same limit is set again or an absent one removed', () => {
    expect(setLimits(withDailyDeposit(100_000), { depositDaily: 100_000, depositWeekly: null }, start).steps).toEqual([]);
  });
});

describe('breaks', () => {
  it.each([
    ['24h', DAY],
    ['7d', 7 * DAY],
    ['30d', 30 * DAY],
  ] as const)('a %s break ends on time', (period, length) => {
    const { settings } = takeBreak(defaultProtection, period, start);
    const restrictionAt = (at: Date) => playRestriction({ ...settings, dateOfBirthKnown: true }, at)?.reason ?? null;
    expect(settings.breakUntil).toBe(later(length).toISOString());
    expect(restrictionAt(later(length - 1))).toBe('break');
    expect(restrictionAt(later(length))).toBeNull();
    expect(settled(settings, later(length)).breakUntil).toBeNull();
  });

  it('is not shortened by a shorter break', () => {
    const long = takeBreak(defaultProtection, '7d', start).settings;
    expect(takeBreak(long, '24h', later(HOUR))).toEqual({ settings: long, steps: [] });
  });

  it('cannot shorten a self-exclusion', () => {
    const excluded = selfExclude(defaultProtection, '6m', start).settings;
    const { settings } = takeBreak(excluded, '24h', later(HOUR));
    expect(settings.selfExcludedUntil).toBe(excluded.selfExcludedUntil);
    expect(playRestriction({ ...settings, dateOfBirthKnown: true }, later(2 * DAY))?.reason).toBe('self-excluded');
  });
});

describe('self-exclusion', () => {
  it('lasts 6 months, 1 year or 5 years from the moment it is taken', () => {
    expect(selfExclude(defaultProtection, '6m', start).settings.selfExcludedUntil).toBe('2026-09-01T10:00:00.000Z');
    expect(selfExclude(defaultProtection, '1y', start).settings.selfExcludedUntil).toBe('2027-03-01T10:00:00.000Z');
    expect(selfExclude(defaultProtection, '5y', start).settings.selfExcludedUntil).toBe('2031-03-01T10:00:00.000Z');
  });

  it('is extended by a longer one and never shortened by a shorter one', () => {
    const year = selfExclude(defaultProtection, '1y', start).settings;
    expect(selfExclude(year, '6m', later(DAY))).toEqual({ settings: year, steps: [] });
    const extended = selfExclude(year, '5y', later(DAY));
    expect(extended.settings.selfExcludedUntil).toBe('2031-03-02T10:00:00.000Z');
    expect(extended.steps).toEqual([expect.objectContaining({ change: 'self-exclusion', until: '2031-03-02T10:00:00.000Z' })]);
  });

  it('holds until its end and not after', () => {
    const { settings } = selfExclude(defaultProtection, '6m', start);
    const end = new Date(settings.selfExcludedUntil!);
    expect(playRestriction({ ...settings, dateOfBirthKnown: true }, new Date(end.getTime() - 1))?.reason).toBe('self-excluded');
    expect(playRestriction({ ...settings, dateOfBirthKnown: true }, end)).toBeNull();
  });

  it('is left untouched by every other change', () => {
    let settings = selfExclude(defaultProtection, '1y', start).settings;
    settings = setLimits(settings, { depositDaily: 1_000 }, later(HOUR)).settings;
    settings = setRealityCheck(settings, 30, later(HOUR)).settings;
    settings = cancelIncrease(settings, 'depositDaily', later(HOUR)).settings;
    expect(settings.selfExcludedUntil).toBe('2027-03-01T10:00:00.000Z');
  });
});

describe('reality checks', () => {
  it('take 15 to 120 minutes, 60 by default', () => {
    expect(defaultProtection.realityCheckMinutes).toBe(60);
    expect(setRealityCheck(defaultProtection, 15, start).steps).toEqual([expect.objectContaining({ change: 'reality-check', minutes: 15 })]);
    expect(setRealityCheck(defaultProtection, 60, start).steps).toEqual([]);
    expect(() => setRealityCheck(defaultProtection, 14, start)).toThrow('Reality check interval must be between 15 and 120 minutes');
    expect(() => setRealityCheck(defaultProtection, 121, start)).toThrow('Reality check interval must be between 15 and 120 minutes');
  });
});
