import { pkrToPaisa, protectionMessages } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositRequest, expectRefusal, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';
import { announceProtection, DAY, freeState, HOUR, testClock } from './support/protection';

// 10:00 in Pakistan on 4 May 2026
const clock = testClock('2026-05-04T05:00:00.000Z');
let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_deposit_limits', { DATABASE_POOL_SIZE: '12' }, { now: clock.now });
});
afterAll(() => harness.stop());

type Limits = Partial<ReturnType<typeof freeState>['limits']>;
const deposit = (userId: string, pkr: number) => harness.wallet.call('wallet.deposit.request', depositRequest(userId, pkr));
const review = (requestId: string, action: 'approve' | 'reject') => harness.wallet.call('wallet.transactions.review', { requestId, action, adminId: newId() });

async function playerWith(limits: Limits, pendingIncreases: ReturnType<typeof freeState>['pendingIncreases'] = []): Promise<string> {
  const userId = newId();
  const state = freeState(userId);
  await announceProtection(harness.wallet, { ...state, limits: { ...state.limits, ...limits }, pendingIncreases });
  return userId;
}

const refusedBy = (kind: 'depositDaily' | 'depositWeekly' | 'depositMonthly', limitPkr: number, roomPkr: number, roomAt: Date) =>
  protectionMessages.depositLimit(kind, pkrToPaisa(limitPkr), pkrToPaisa(roomPkr), roomAt, clock.now());

describe('deposit limits', () => {
  it('counts pending and completed deposits of the last 24 hours, not rejected ones, and gives the room back as the day rolls', async () => {
    const userId = await playerWith({ depositDaily: pkrToPaisa(1_000) });
    const start = clock.now();
    await review((await deposit(userId, 700)).id, 'approve');
    clock.advance(4 * HOUR + 5 * 60 * 1000);
    const rejected = await deposit(userId, 300);
    await review(rejected.id, 'reject');
    await expectRefusal(
      deposit(userId, 500),
      'VALIDATION',
      'This deposit would exceed your daily deposit limit of Rs. 1,000. You can deposit Rs. 1,000 more after 5 May 2026, 10:00.',
    );
    await expect(deposit(userId, 300)).resolves.toMatchObject({ status: 'pending' });
    await expectRefusal(deposit(userId, 300), 'VALIDATION', refusedBy('depositDaily', 1_000, 700, new Date(start.getTime() + DAY)));
    clock.advance(DAY - (4 * HOUR + 5 * 60 * 1000) - 1);
    await expect(deposit(userId, 300)).rejects.toMatchObject({ code: 'VALIDATION' });
    clock.advance(1);
    await expect(deposit(userId, 700)).resolves.toMatchObject({ status: 'pending' });
  });

  it('holds the weekly and the monthly limit over 7 and 30 days, giving room back when each window rolls', async () => {
    const userId = await playerWith({ depositWeekly: pkrToPaisa(2_000), depositMonthly: pkrToPaisa(3_000) });
    const start = clock.now();
    await review((await deposit(userId, 2_000)).id, 'approve');
    clock.advance(2 * DAY);
    await expectRefusal(deposit(userId, 300), 'VALIDATION', refusedBy('depositWeekly', 2_000, 1_000, new Date(start.getTime() + 7 * DAY)));
    clock.advance(5 * DAY);
    await review((await deposit(userId, 1_000)).id, 'approve');
    await expectRefusal(deposit(userId, 300), 'VALIDATION', refusedBy('depositMonthly', 3_000, 2_000, new Date(start.getTime() + 30 * DAY)));
    clock.advance(23 * DAY);
    await expect(deposit(userId, 2_000)).resolves.toMatchObject({ status: 'pending' });
  });

  it('holds a raised limit only once its 24 hours have passed', async () => {
    const effectiveAt = new Date(clock.now().getTime() + DAY).toISOString();
    const userId = await playerWith({ depositWeekly: pkrToPaisa(1_000) }, [{ kind: 'depositWeekly', amount: pkrToPaisa(5_000), effectiveAt }]);
    await deposit(userId, 1_000);
    clock.advance(DAY - 1);
    await expect(deposit(userId, 500)).rejects.toMatchObject({ code: 'VALIDATION' });
    clock.advance(1);
    await expect(deposit(userId, 500)).resolves.toMatchObject({ status: 'pending' });
  });

  it('lets only as many deposits through as fit when a player sends many at once', async () => {
    const userId = await playerWith({ depositDaily: pkrToPaisa(1_000) });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => deposit(userId, 300)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
    expect(new Set(refusals)).toEqual(new Set([refusedBy('depositDaily', 1_000, 1_000, new Date(clock.now().getTime() + DAY))]));
    const counted = await harness.db.query<{ total: number }>(`SELECT sum(amount)::bigint AS total FROM money_requests WHERE user_id = $1`, [userId]);
    expect(counted.rows[0]!.total).toBe(pkrToPaisa(900));
  });
});

describe('the largest deposit request', () => {
  it('refuses Rs. 1,000,000,000,000 with its message, and takes 500,000 PKR', async () => {
    const userId = newId();
    await expectRefusal(deposit(userId, 1_000_000_000_000), 'VALIDATION', 'Maximum deposit amount is 500,000 PKR');
    await expectRefusal(deposit(userId, 500_000.01), 'VALIDATION', protectionMessages.depositMax(500_000));
    await expect(deposit(userId, 500_000)).resolves.toMatchObject({ status: 'pending', amount: 500_000 });
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });
});
