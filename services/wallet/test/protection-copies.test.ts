import { protectionMessages } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, depositRequest, expectRefusal, fundByDeposit, newId, startWalletHarness, type WalletHarness, withdrawalRequest } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';
import { announceProtection, DAY, freeState, HOUR, testClock } from './support/protection';

// 10:00 in Pakistan on 4 May 2026
const clock = testClock('2026-05-04T05:00:00.000Z');
let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_protection_copies', {}, { now: clock.now });
});
afterAll(() => harness.stop());

const deposit = (userId: string, pkr = 1_000) => harness.wallet.call('wallet.deposit.request', depositRequest(userId, pkr));
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
const copyOf = async (userId: string) =>
  (await harness.db.query<{ version: number; break_until: Date | null }>('SELECT version, break_until FROM protection_copies WHERE user_id = $1', [userId])).rows[0];

describe("the wallet's copy of a player's protection", () => {
  it('keeps the newest version, and an older one arriving late changes nothing', async () => {
    const userId = newId();
    await expect(announceProtection(harness.wallet, { ...freeState(userId, 3), breakUntil: inHours(24) })).resolves.toMatchObject({ duplicate: false });
    await expect(announceProtection(harness.wallet, freeState(userId, 2))).resolves.toMatchObject({ duplicate: false });
    await announceProtection(harness.wallet, freeState(userId, 3));
    expect(await copyOf(userId)).toMatchObject({ version: 3, break_until: new Date(inHours(24)) });
    await expectRefusal(deposit(userId), 'FORBIDDEN', protectionMessages.onBreak(new Date(inHours(24)), clock.now()));
    await announceProtection(harness.wallet, freeState(userId, 4));
    await expect(deposit(userId)).resolves.toMatchObject({ status: 'pending' });
  });

  it('applies an event once however often it is delivered, also all at once', async () => {
    const userId = newId();
    const eventId = newId();
    await announceProtection(harness.wallet, freeState(userId, 1), eventId);
    await expect(announceProtection(harness.wallet, { ...freeState(userId, 5), breakUntil: inHours(1) }, eventId)).resolves.toEqual({ eventId, duplicate: true });
    expect(await copyOf(userId)).toMatchObject({ version: 1, break_until: null });
    const racing = newId();
    const acks = await Promise.all(Array.from({ length: 8 }, () => announceProtection(harness.wallet, freeState(userId, 2), racing)));
    expect(acks.filter((ack) => !ack.duplicate)).toHaveLength(1);
    expect(await copyOf(userId)).toMatchObject({ version: 2 });
  });
});

describe('deposits of a restricted player', () => {
  it('refuses a deposit during a break with 403, and takes it once the break has ended', async () => {
    const userId = newId();
    const breakUntil = inHours(24);
    await announceProtection(harness.wallet, { ...freeState(userId), breakUntil });
    await expectRefusal(deposit(userId), 'FORBIDDEN', 'You are taking a break until 5 May 2026, 10:00. Betting, deposits and purchases are paused until then.');
    await expect(deposit(userId)).rejects.toMatchObject({ status: 403 });
    clock.advance(24 * HOUR - 1);
    await expectRefusal(deposit(userId), 'FORBIDDEN', protectionMessages.onBreak(new Date(breakUntil), clock.now()));
    clock.advance(1);
    await expect(deposit(userId)).resolves.toMatchObject({ status: 'pending' });
  });

  it('refuses a self-excluded player every deposit, yet takes their withdrawal and pays out one made before', async () => {
    const userId = newId();
    await announceProtection(harness.wallet, freeState(userId, 1));
    await fundByDeposit(harness.wallet, userId, 3_000);
    const earlier = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 1_000));
    const selfExcludedUntil = new Date(clock.now().getTime() + 182 * DAY).toISOString();
    await announceProtection(harness.wallet, { ...freeState(userId, 2), selfExcludedUntil });
    await expectRefusal(deposit(userId), 'FORBIDDEN', protectionMessages.selfExcluded(new Date(selfExcludedUntil), clock.now()));
    await expect(harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500))).resolves.toMatchObject({ status: 'pending' });
    await expect(harness.wallet.call('wallet.transactions.review', { requestId: earlier.id, action: 'approve', adminId: newId() })).resolves.toMatchObject({
      status: 'completed',
    });
    expect(await balanceOf(harness.wallet, userId)).toBe(150_000);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses a deposit until the date of birth is known, and takes one from a player auth has announced nothing for', async () => {
    const userId = newId();
    await expect(deposit(userId)).resolves.toMatchObject({ status: 'pending' });
    await announceProtection(harness.wallet, { ...freeState(userId, 1), dateOfBirthKnown: false });
    await expectRefusal(deposit(userId), 'FORBIDDEN', protectionMessages.dateOfBirthRequired);
    await announceProtection(harness.wallet, freeState(userId, 2));
    await expect(deposit(userId)).resolves.toMatchObject({ status: 'pending' });
  });
});
