import { randomUUID } from 'node:crypto';
import { pkrToPaisa } from '@pkr/contracts';
import { createLogger, createPool, OutboxRelay, type Pool, type RunningService, serveEndpoints } from '@pkr/platform';
import { createTestDatabase } from '@pkr/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadWalletConfig } from '../../wallet/src/config';
import { userAccount } from '../../wallet/src/domain/accounts';
import { startWalletService } from '../../wallet/src/service';
import { sweepUnconfirmedPurchases } from '../src/accessory-purchase';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;
let wallet: RunningService;
/** The wallet's own database, to hold a player's account. */
let walletDb: Pool;

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_avatar_shop' });
  const databaseUrl = await createTestDatabase(inject('pgAdminUrl'), 'auth_avatar_shop_wallet');
  wallet = await startWalletService({
    bus: auth.bus,
    databaseUrl,
    logger: createLogger('wallet', 'silent'),
    config: loadWalletConfig({ DATABASE_URL: databaseUrl, NATS_URL: 'nats://unused:4222' }),
  });
  walletDb = createPool(databaseUrl, 1);
});
afterAll(async () => {
  await auth?.stop();
  await wallet?.stop();
  await walletDb?.end();
});

const hasFreeCoins = async (userId: string) =>
  (await auth.client.call('wallet.history', { userId, limit: 5 })).some((entry) => entry.kind === 'registration_bonus');

/** A registered player holding `pkr` plus the free coins, once those have arrived (they come by the outbox). */
async function playerWith(pkr: number) {
  const { user } = await auth.client.call('auth.register', {
    username: `shopper_${randomUUID().slice(0, 8)}`,
    password: 'secret123',
    phone: '',
    dateOfBirth: '1990-01-01',
    client: freshClient(),
  });
  if (pkr > 0) {
    await auth.client.call('wallet.adjust', { adjustmentId: randomUUID(), userId: user.id, amount: pkrToPaisa(pkr), reason: 'test funds', adminId: randomUUID() });
  }
  await expect.poll(() => hasFreeCoins(user.id), { timeout: 10_000 }).toBe(true);
  return user;
}

const balanceOf = async (userId: string) => (await auth.client.call('wallet.balance', { userId })).balance;
const purchase = (userId: string, accessoryId: string, pricePkr: number, idempotencyKey?: string) =>
  auth.client.call('auth.avatar.purchase', { userId, accessoryId, pricePkr, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) });
const profileOf = (userId: string) => auth.client.call('auth.user.get', { userId });

/** Runs `work` while the player's account is held in the wallet, as a transfer in flight holds it: no debit lands meanwhile. */
async function whileAccountHeld<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const holder = await walletDb.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [userAccount(userId)]);
    return await work();
  } finally {
    await holder.query('COMMIT');
    holder.release();
  }
}

describe('buying an accessory', () => {
  it('charges the catalogue price once, owns and equips the item, and answers the new balance', async () => {
    const player = await playerWith(100);
    const before = await balanceOf(player.id);
    const reply = await purchase(player.id, 'basic_cap', 50);
    expect(await balanceOf(player.id)).toBe(before - pkrToPaisa(50));
    expect(reply).toEqual({ newBalance: (before - pkrToPaisa(50)) / 100, avatarAccessories: '["basic_cap"]', selectedAccessories: '["basic_cap"]' });
    const history = await auth.client.call('wallet.history', { userId: player.id, limit: 5 });
    expect(history[0]).toMatchObject({ transferId: expect.stringMatching(/^purchase:[0-9a-f-]{36}$/), kind: 'purchase', amount: -pkrToPaisa(50) });
  });

  it('refuses a forged price, a locked, an unknown and an owned item with nothing moved', async () => {
    const player = await playerWith(2_000);
    await purchase(player.id, 'basic_cap', 50);
    const before = await balanceOf(player.id);
    await expect(purchase(player.id, 'crown', 1)).rejects.toMatchObject({ code: 'VALIDATION', status: 400 });
    await expect(purchase(player.id, 'winner_badge', 0)).rejects.toMatchObject({ message: 'This item cannot be purchased directly.' });
    await expect(purchase(player.id, 'golden_helmet', 50)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(purchase(player.id, 'basic_cap', 50)).rejects.toMatchObject({ code: 'CONFLICT', message: 'You already own this item' });
    expect(await balanceOf(player.id)).toBe(before);
    expect((await profileOf(player.id)).avatarAccessories).toBe('["basic_cap"]');
  });

  it('charges once when the same purchase arrives twice at the same moment', async () => {
    const player = await playerWith(1_000);
    const before = await balanceOf(player.id);
    const attempts = await whileAccountHeld(player.id, async () => {
      const both = [purchase(player.id, 'crown', 1000), purchase(player.id, 'crown', 1000)];
      // The purchase that took the item cannot be charged while the account is held: the first answer is the other's.
      await Promise.race(both.map((attempt) => attempt.catch(() => undefined)));
      return both;
    });
    const answers = await Promise.allSettled(attempts);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toEqual([
      { status: 'fulfilled', value: { newBalance: (before - pkrToPaisa(1000)) / 100, avatarAccessories: '["crown"]', selectedAccessories: '["crown"]' } },
    ]);
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ code: 'PENDING', message: 'Your purchase is being confirmed' }) },
    ]);
    expect(await balanceOf(player.id)).toBe(before - pkrToPaisa(1000));
    const charges = (await auth.client.call('wallet.history', { userId: player.id, limit: 10 })).filter((entry) => entry.kind === 'purchase');
    expect(charges.map((entry) => entry.amount)).toEqual([-pkrToPaisa(1000)]);
    expect((await auth.db.query('SELECT status FROM purchases WHERE user_id = $1', [player.id])).rows).toEqual([{ status: 'bought' }]);
    expect((await profileOf(player.id)).avatarAccessories).toBe('["crown"]');
  });

  it('answers a retry under the same key with the first purchase, charging once', async () => {
    const player = await playerWith(500);
    const before = await balanceOf(player.id);
    const first = await purchase(player.id, 'sunglasses', 200, 'shop-retry-0001');
    const retried = await purchase(player.id, 'sunglasses', 200, 'shop-retry-0001');
    expect(retried).toEqual(first);
    expect(await balanceOf(player.id)).toBe(before - pkrToPaisa(200));
    await expect(purchase(player.id, 'sunglasses', 200, 'shop-retry-0002')).rejects.toMatchObject({ message: 'You already own this item' });
  });

  it('records nothing for a call whose caller has stopped waiting', async () => {
    const player = await playerWith(500);
    const before = await balanceOf(player.id);
    const late = auth.client.call('auth.avatar.purchase', { userId: player.id, accessoryId: 'basic_cap', pricePkr: 50 }, { deadline: Date.now() + 200 });
    await expect(late).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(await balanceOf(player.id)).toBe(before);
    expect((await auth.db.query('SELECT 1 FROM purchases WHERE user_id = $1', [player.id])).rowCount).toBe(0);
    expect((await profileOf(player.id)).avatarAccessories).toBe('[]');
  });

  it('voids a purchase a stopped service left charged but unrecorded, and returns the money once', async () => {
    const player = await playerWith(500);
    const before = await balanceOf(player.id);
    const purchaseId = randomUUID();
    await auth.db.query(
      `INSERT INTO purchases (id, user_id, accessory_id, amount, status, created_at) VALUES ($1, $2, 'sunglasses', $3, 'buying', now() - interval '2 minutes')`,
      [purchaseId, player.id, pkrToPaisa(200)],
    );
    await auth.client.call('wallet.debit', { transferId: `purchase:${purchaseId}`, userId: player.id, amount: pkrToPaisa(200), kind: 'purchase', memo: 'left unconfirmed' });
    const relay = new OutboxRelay({ pool: auth.db, client: auth.client, logger: createLogger('sweep-test', 'silent') });
    relay.start();
    try {
      expect(await sweepUnconfirmedPurchases({ pool: auth.db, relay })).toBe(1);
      expect(await sweepUnconfirmedPurchases({ pool: auth.db, relay })).toBe(0);
      await expect.poll(() => balanceOf(player.id), { timeout: 10_000 }).toBe(before);
    } finally {
      await relay.stop();
    }
    expect((await profileOf(player.id)).avatarAccessories).toBe('[]');
    await expect(purchase(player.id, 'sunglasses', 200)).resolves.toMatchObject({ avatarAccessories: '["sunglasses"]' });
  });

  it('refuses an item the player cannot afford, with nothing recorded', async () => {
    const player = await playerWith(0);
    await expect(purchase(player.id, 'basic_cap', 50)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await profileOf(player.id)).avatarAccessories).toBe('[]');
  });
});

describe('saving the avatar', () => {
  it('saves a colour and owned items, one per type', async () => {
    const player = await playerWith(1_000);
    await purchase(player.id, 'basic_cap', 50);
    await purchase(player.id, 'sunglasses', 200);
    const saved = await auth.client.call('auth.avatar.update', { userId: player.id, avatarColor: 'teal', selectedAccessories: ['sunglasses'] });
    expect(saved).toMatchObject({ avatarColor: 'teal', selectedAccessories: '["sunglasses"]', avatarAccessories: '["basic_cap","sunglasses"]' });
  });

  it('refuses an item the player does not own', async () => {
    const player = await playerWith(10);
    await expect(
      auth.client.call('auth.avatar.update', { userId: player.id, avatarColor: 'red', selectedAccessories: ['crown'] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await profileOf(player.id)).avatarColor).toBe('blue');
  });

  it('equips a locked badge only when the leaderboard lists it as unlocked for the player', async () => {
    const veteran = await playerWith(10);
    const newcomer = await playerWith(10);
    const leaderboard = serveEndpoints(
      auth.bus,
      {
        'leaderboard.player': ({ userId }) => ({
          userId,
          betsPlaced: userId === veteran.id ? 120 : 1,
          betsWon: 0,
          totalStaked: 0,
          totalPaidOut: 0,
          netResult: 0,
          totalWinnings: 0,
          biggestWin: 0,
          highestMultiplier: 0,
          achievements: [],
          unlockedAccessories: userId === veteran.id ? ['veteran_badge'] : [],
        }),
      },
      { queue: 'leaderboard', logger: createLogger('leaderboard-stand-in', 'silent') },
    );
    try {
      const update = (userId: string) =>
        auth.client.call('auth.avatar.update', { userId, avatarColor: 'green', selectedAccessories: ['veteran_badge'] });
      await expect(update(veteran.id)).resolves.toMatchObject({ selectedAccessories: '["veteran_badge"]' });
      await expect(update(newcomer.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      leaderboard.unsubscribe();
    }
  });
});

describe('the profile', () => {
  it('saves a new contact phone', async () => {
    const player = await playerWith(0);
    const saved = await auth.client.call('auth.profile.update', { userId: player.id, phone: '03001234567' });
    expect(saved.phone).toBe('03001234567');
    expect((await profileOf(player.id)).phone).toBe('03001234567');
  });
});
