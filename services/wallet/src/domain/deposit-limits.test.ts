import { pkrToPaisa, protectionMessages } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { checkDepositLimits, type RecentDeposit } from './deposit-limits';
import type { ProtectionCopy } from './player-protection';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// 10:00 in Pakistan on 4 May 2026
const now = new Date('2026-05-04T05:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const copy = (limits: Partial<ProtectionCopy['limits']>, pendingIncreases: ProtectionCopy['pendingIncreases'] = []): ProtectionCopy => ({
  dateOfBirthKnown: true,
  breakUntil: null,
  selfExcludedUntil: null,
  limits: { depositDaily: null, depositWeekly: null, depositMonthly: null, lossDaily: null, ...limits },
  pendingIncreases,
});
const deposit = (pkr: number, at: Date): RecentDeposit => ({ amount: pkrToPaisa(pkr), createdAt: at });
const refusalOf = (state: ProtectionCopy, deposits: RecentDeposit[], pkr: number) => {
  try {
    checkDepositLimits(state, deposits, pkrToPaisa(pkr), now);
    return null;
  } catch (error) {
    return error as Error;
  }
};

describe('deposit limits over the last 24 hours, 7 days and 30 days', () => {
  it('takes a deposit up to the limit exactly, and counts only what is still in the window', () => {
    const daily = copy({ depositDaily: pkrToPaisa(1_000) });
    expect(refusalOf(daily, [deposit(700, ago(2 * HOUR))], 300)).toBeNull();
    expect(refusalOf(daily, [deposit(700, ago(DAY))], 1_000)).toBeNull();
    expect(refusalOf(copy({}), [deposit(1e6, ago(HOUR))], 300)).toBeNull();
  });

  it('names when the deposit asked for fits again, rounded up to the minute, and how much fits then', () => {
    // Rs. 700 at 14:05:20 yesterday in Pakistan leaves the window at 14:05:20 today, so 14:06 is the first minute it is out
    const daily = copy({ depositDaily: pkrToPaisa(1_000) });
    const refusal = refusalOf(daily, [deposit(700, new Date('2026-05-03T09:05:20.000Z'))], 500);
    expect(refusal).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(refusal?.message).toBe('This deposit would exceed your daily deposit limit of Rs. 1,000. You can deposit Rs. 1,000 more after 14:06.');
  });

  it('waits only for as many deposits to leave as the amount needs', () => {
    const daily = copy({ depositDaily: pkrToPaisa(1_000) });
    const deposits = [deposit(300, new Date('2026-05-03T09:05:00.000Z')), deposit(700, new Date('2026-05-03T12:00:00.000Z'))];
    expect(refusalOf(daily, deposits, 300)?.message).toBe(protectionMessages.depositLimit('depositDaily', pkrToPaisa(1_000), pkrToPaisa(300), new Date('2026-05-04T09:05:00.000Z'), now));
    expect(refusalOf(daily, deposits, 301)?.message).toContain('You can deposit Rs. 1,000 more after 17:00.');
  });

  it('names the limit that frees up last, with the room every limit leaves then', () => {
    const limits = copy({ depositDaily: pkrToPaisa(1_000), depositWeekly: pkrToPaisa(1_500) });
    const deposits = [deposit(800, ago(3 * DAY)), deposit(600, ago(HOUR))];
    const refusal = refusalOf(limits, deposits, 500);
    const roomAt = new Date(now.getTime() + 4 * DAY);
    expect(refusal?.message).toBe(protectionMessages.depositLimit('depositWeekly', pkrToPaisa(1_500), pkrToPaisa(900), roomAt, now));
    expect(refusal?.message).toContain('after 8 May 2026, 10:00');
  });

  it('for an amount above the limit itself, names when the whole limit is free', () => {
    const monthly = copy({ depositMonthly: pkrToPaisa(1_000) });
    expect(refusalOf(monthly, [deposit(400, ago(10 * DAY))], 5_000)?.message).toBe(
      protectionMessages.depositLimit('depositMonthly', pkrToPaisa(1_000), pkrToPaisa(1_000), new Date(now.getTime() + 20 * DAY), now),
    );
    expect(refusalOf(monthly, [], 5_000)?.message).toContain('You can deposit Rs. 1,000 more after 10:00.');
  });

  it('holds a raise only once its 24 hours have passed, and a removal likewise', () => {
    const deposits = [deposit(900, ago(HOUR))];
    const raise = (effectiveAt: Date, amount: number | null) =>
      copy({ depositDaily: pkrToPaisa(1_000) }, [{ kind: 'depositDaily', amount, effectiveAt: effectiveAt.toISOString() }]);
    expect(refusalOf(raise(new Date(now.getTime() + 1), pkrToPaisa(5_000)), deposits, 500)).not.toBeNull();
    expect(refusalOf(raise(now, pkrToPaisa(5_000)), deposits, 500)).toBeNull();
    expect(refusalOf(raise(now, null), deposits, 50_000)).toBeNull();
  });
});
