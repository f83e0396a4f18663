import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayUnderTest } from './support/gateway-under-test';
import { type GatewaysOnOneBus, startGatewaysOnOneBus } from './support/gateways-on-one-bus';
import { loginAdmin, playerWithBonus } from './support/http-session';
import { connectLive, type LiveClient } from './support/live-client';
import { testAdmin } from './support/services';

/**
 * Two gateways and the services, each on its own connection to a real nats-server of this suite alone, as in
 * the distributed run: a player's sockets may be on either gateway.
 */
let suite: GatewaysOnOneBus;
let gateways: GatewayUnderTest[];
let adminCookie: string;

beforeAll(async () => {
  suite = await startGatewaysOnOneBus('balance_updates', [{}, {}]);
  gateways = suite.gateways;
  adminCookie = await loginAdmin(gateways[0]!.url, testAdmin);
});
afterAll(() => suite?.stop());

const balanceUpdates = (live: LiveClient) => live.received.filter((message) => message.type === 'balance_update');

async function adjust(userId: string, amount: number): Promise<void> {
  const response = await request(gateways[1]!.url).post(`/api/admin/users/${userId}/balance`).set('Cookie', adminCookie).send({ amount, reason: 'Live balance test' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('a balance change on a player account', () => {
  it("reaches that player's sockets on every gateway, and nobody else's", async () => {
    const [alice, bob] = [await playerWithBonus(gateways[0]!.url, 'alice'), await playerWithBonus(gateways[0]!.url, 'bob')];
    const [aliceOnFirst, aliceOnSecond, bobOnFirst, bobOnSecond, anonymous] = await Promise.all([
      connectLive(gateways[0]!.wsUrl, { cookie: alice.cookie }),
      connectLive(gateways[1]!.wsUrl, { cookie: alice.cookie }),
      connectLive(gateways[0]!.wsUrl, { cookie: bob.cookie }),
      connectLive(gateways[1]!.wsUrl, { cookie: bob.cookie }),
      connectLive(gateways[1]!.wsUrl),
    ]);

    await adjust(alice.user.id, 250);
    const expected = { type: 'balance_update', userId: alice.user.id, balance: 253, reason: 'adjustment' };
    for (const socket of [aliceOnFirst, aliceOnSecond]) {
      await expect(socket.next((message) => message.type === 'balance_update', 1_000)).resolves.toMatchObject(expected);
    }

    // Bob's own change comes after Alice's on the same path: once his sockets have it, hers would have arrived first.
    await adjust(bob.user.id, 40);
    for (const socket of [bobOnFirst, bobOnSecond]) {
      await socket.next((message) => message.type === 'balance_update');
      expect(balanceUpdates(socket)).toEqual([expect.objectContaining({ userId: bob.user.id, balance: 43, reason: 'adjustment' })]);
    }
    for (const socket of [aliceOnFirst, aliceOnSecond]) expect(balanceUpdates(socket)).toHaveLength(1);
    expect(balanceUpdates(anonymous)).toEqual([]);

    await Promise.all([aliceOnFirst, aliceOnSecond, bobOnFirst, bobOnSecond, anonymous].map((socket) => socket.close()));
  });

  it('reaches the player when an admin approves their deposit, with the balance in PKR and the transfer it came from', async () => {
    const player = await playerWithBonus(gateways[1]!.url, 'depositor');
    const live = await connectLive(gateways[1]!.wsUrl, { cookie: player.cookie });
    const deposit = await request(gateways[0]!.url).post('/api/deposit').set('Cookie', player.cookie).send({ amount: 1000, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: 'TXN12345' });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    const approval = await request(gateways[0]!.url).post(`/api/admin/transactions/${deposit.body.id}`).set('Cookie', adminCookie).send({ action: 'approve' });
    expect(approval.status, JSON.stringify(approval.body)).toBe(200);

    const update = await live.next((message) => message.type === 'balance_update', 1_000);
    expect(update).toMatchObject({ userId: player.user.id, balance: 1003, reason: 'deposit', transferId: `deposit:${deposit.body.id}` });
    expect(update.sequence).toEqual(expect.any(Number));
    expect(update.timestamp).toBeGreaterThan(Date.now() - 60_000);
    await live.close();
  });
});
