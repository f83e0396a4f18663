import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_bonus');
});
afterAll(() => harness.stop());

const registered = (userId: string, eventId = newId()) => ({
  eventId,
  occurredAt: new Date().toISOString(),
  userId,
  username: 'new_player',
  registeredAt: new Date().toISOString(),
});

describe('the registration bonus', () => {
  it('gives a new player the 3 free coins', async () => {
    const userId = newId();
    const event = registered(userId);
    await expect(harness.wallet.call('wallet.on.user-registered', event)).resolves.toEqual({ eventId: event.eventId, duplicate: false });
    expect(await balanceOf(harness.wallet, userId)).toBe(300);
    const [entry] = await harness.wallet.call('wallet.history', { userId });
    expect(entry).toMatchObject({ transferId: `registration-bonus:${userId}`, kind: 'registration_bonus', amount: 300, balanceAfter: 300 });
  });

  it('gives it once when the same event is delivered twice, and says the second was a duplicate', async () => {
    const userId = newId();
    const event = registered(userId);
    await harness.wallet.call('wallet.on.user-registered', event);
    await expect(harness.wallet.call('wallet.on.user-registered', event)).resolves.toEqual({ eventId: event.eventId, duplicate: true });
    expect(await balanceOf(harness.wallet, userId)).toBe(300);
  });

  it('gives it once when the same event arrives many times at once', async () => {
    const userId = newId();
    const event = registered(userId);
    const acks = await Promise.all(Array.from({ length: 10 }, () => harness.wallet.call('wallet.on.user-registered', event)));
    expect(acks.filter((ack) => !ack.duplicate)).toHaveLength(1);
    expect(await balanceOf(harness.wallet, userId)).toBe(300);
  });

  it('gives it once per user even when two different events announce the same user', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.on.user-registered', registered(userId));
    await harness.wallet.call('wallet.on.user-registered', registered(userId));
    expect(await balanceOf(harness.wallet, userId)).toBe(300);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });
});

describe('a configured bonus', () => {
  it('credits the configured amount in exact paisa', async () => {
    const configured = await startWalletHarness('wallet_bonus_configured', { REGISTRATION_BONUS_PKR: '12.34' });
    try {
      const userId = newId();
      await configured.wallet.call('wallet.on.user-registered', registered(userId));
      expect(await balanceOf(configured.wallet, userId)).toBe(1_234);
    } finally {
      await configured.stop();
    }
  });
});
