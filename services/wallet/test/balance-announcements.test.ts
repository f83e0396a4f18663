import { connect, type Msg } from '@nats-io/transport-node';
import { type BalanceChanged, balanceChangedSchema, BALANCE_SUBJECT } from '@pkr/contracts';
import type { Subscription } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { depositRequest, fundByDeposit, newId, startWalletHarness, type WalletHarness, withdrawalRequest } from './support/harness';

let harness: WalletHarness;
let listening: Subscription;
const heard: BalanceChanged[] = [];

beforeAll(async () => {
  harness = await startWalletHarness('wallet_announce');
  listening = harness.bus.subscribe(BALANCE_SUBJECT, (payload) => {
    heard.push(balanceChangedSchema.parse(payload));
  });
  await harness.bus.flush();
});
afterAll(async () => {
  listening?.unsubscribe();
  await harness?.stop();
});

const heardFor = (userId: string) => heard.filter((change) => change.userId === userId);

/** Waits until the player has been announced `count` times and answers the announcements in the order heard. */
async function untilAnnounced(userId: string, count: number): Promise<BalanceChanged[]> {
  await vi.waitFor(() => expect(heardFor(userId)).toHaveLength(count), { timeout: 5_000, interval: 20 });
  return heardFor(userId);
}

const move = (userId: string, kind: 'bet' | 'purchase' | 'payout' | 'refund', amount: number, transferId = newId()) => ({
  transferId,
  userId,
  amount,
  kind,
  memo: 'test',
});

describe('the balance a player sees change', () => {
  it('is announced after every transfer that moves it, in ledger order', async () => {
    const userId = newId();
    const registered = { eventId: newId(), occurredAt: new Date().toISOString(), userId, username: 'announced', registeredAt: new Date().toISOString() };
    await harness.wallet.call('wallet.on.user-registered', registered);
    await fundByDeposit(harness.wallet, userId, 1_000);
    const bet = move(userId, 'bet', 10_000);
    await harness.wallet.call('wallet.debit', bet);
    await harness.wallet.call('wallet.credit', move(userId, 'payout', 15_000));
    await harness.wallet.call('wallet.void', { transferId: bet.transferId, reason: 'round voided' });
    await harness.wallet.call('wallet.debit', move(userId, 'purchase', 5_000));
    await harness.wallet.call('wallet.adjust', { adjustmentId: newId(), userId, amount: -1_000, reason: 'Correction', adminId: newId() });
    const held = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500));
    await harness.wallet.call('wallet.transactions.review', { requestId: held.id, action: 'reject', adminId: newId() });

    const changes = await untilAnnounced(userId, 9);
    expect(changes.map((change) => [change.reason, change.balance])).toEqual([
      ['registration_bonus', 300],
      ['deposit', 100_300],
      ['bet', 90_300],
      ['payout', 105_300],
      ['void', 115_300],
      ['purchase', 110_300],
      ['adjustment', 109_300],
      ['withdrawal_hold', 59_300],
      ['withdrawal_release', 109_300],
    ]);
    expect(changes[2]?.transferId).toBe(bet.transferId);
    expect(changes[4]?.transferId).toBe(`void:${bet.transferId}`);
    const sequences = changes.map((change) => change.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(sequences.length);
  });

  it('is not announced again for a repeated transfer, and not at all for a refusal or a pending deposit', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 300);
    const bet = move(userId, 'bet', 1_000);
    await harness.wallet.call('wallet.debit', bet);
    await harness.wallet.call('wallet.debit', bet);
    await expect(harness.wallet.call('wallet.debit', move(userId, 'bet', 1_000_000))).rejects.toThrow();
    await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 500));
    // The wallet publishes in call order on one connection: once this last change is heard, the others would have been.
    await harness.wallet.call('wallet.credit', move(userId, 'payout', 2_000));

    const changes = await untilAnnounced(userId, 3);
    expect(changes.map((change) => [change.reason, change.balance])).toEqual([
      ['deposit', 30_000],
      ['bet', 29_000],
      ['payout', 31_000],
    ]);
  });

  it('tells each player only their own balance when one transfer is between two of them', async () => {
    const [first, second] = [newId(), newId()];
    await fundByDeposit(harness.wallet, first, 300);
    await fundByDeposit(harness.wallet, second, 400);
    const [mine, theirs] = [await untilAnnounced(first, 1), await untilAnnounced(second, 1)];
    expect(mine.map((change) => change.balance)).toEqual([30_000]);
    expect(theirs.map((change) => change.balance)).toEqual([40_000]);
  });

  it("reaches the gateways in one message for a batch's bets, each player's change in it", async () => {
    const players = [newId(), newId(), newId()];
    for (const userId of players) await fundByDeposit(harness.wallet, userId, 300);
    await Promise.all(players.map((userId) => untilAnnounced(userId, 1)));
    const wire = await connect({ servers: harness.natsUrl });
    const messages: Msg[] = [];
    wire.subscribe(BALANCE_SUBJECT, { callback: (_error, message) => void messages.push(message) });
    await wire.flush();

    await harness.wallet.call('wallet.debit.batch', { moves: players.map((userId) => move(userId, 'bet', 1_000)) });
    const bets = await Promise.all(players.map(async (userId) => (await untilAnnounced(userId, 2))[1]));
    await wire.drain();
    expect(bets.map((change) => [change?.reason, change?.balance])).toEqual(players.map(() => ['bet', 29_000]));
    expect(messages).toHaveLength(1);
  });
});
