import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from './support/http-client';
import { adminSession, balanceOf, newPlayer, type TransactionBody } from './support/players';
import { type SharedStack, sharedStack } from './support/shared-stack';

describe('deposits and withdrawals through the gateway', () => {
  let stack: SharedStack;
  let admin: HttpClient;
  beforeAll(async () => {
    stack = await sharedStack();
    admin = await adminSession(stack.gatewayUrl);
  });

  it('credits a deposit only once an admin approves it', async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const refused = await player.post<{ message: string }>('/api/deposit', { amount: 299, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: 'TX12345' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Minimum deposit amount is 300 PKR');

    const request = await player.post<TransactionBody>('/api/deposit', { amount: 1000.5, method: 'jazzcash', accountHolderName: 'Ayesha Khan', phone: 'TX12345' });
    expect(request.body).toMatchObject({ type: 'deposit', amount: 1000.5, status: 'pending' });
    expect(await balanceOf(player)).toBe(3);

    const pending = await admin.get<TransactionBody[]>('/api/admin/transactions');
    expect(pending.body.find((row) => row.id === request.body.id)).toMatchObject({ username: user.username, status: 'pending' });

    expect((await admin.post(`/api/admin/transactions/${request.body.id}`, { action: 'approve' })).status).toBe(200);
    expect(await balanceOf(player)).toBe(1003.5);
    await admin.post(`/api/admin/transactions/${request.body.id}`, { action: 'approve' });
    expect(await balanceOf(player)).toBe(1003.5);

    const history = await player.get<TransactionBody[]>('/api/transactions');
    expect(history.body[0]).toMatchObject({ id: request.body.id, status: 'completed' });
  });

  it('holds a withdrawal at once, returns it on rejection and pays it out on approval', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const deposit = await player.post<TransactionBody>('/api/deposit', { amount: 1000, method: 'easypaisa', accountHolderName: 'Bilal Ahmed', phone: 'TX55555' });
    await admin.post(`/api/admin/transactions/${deposit.body.id}`, { action: 'approve' });
    expect(await balanceOf(player)).toBe(1003);

    const tooSmall = await player.post<{ message: string }>('/api/withdraw', { amount: 499, method: 'easypaisa', accountHolderName: 'Bilal Ahmed', phone: '03001234567' });
    expect(tooSmall.body.message).toBe('Minimum withdrawal amount is 500 PKR');

    const first = await player.post<TransactionBody>('/api/withdraw', { amount: 600, method: 'easypaisa', accountHolderName: 'Bilal Ahmed', phone: '03001234567' });
    expect(first.body).toMatchObject({ type: 'withdraw', status: 'pending', amount: 600 });
    expect(await balanceOf(player)).toBe(403);

    const overdrawn = await player.post<{ message: string }>('/api/withdraw', { amount: 500, method: 'jazzcash', accountHolderName: 'Bilal Ahmed', phone: '03001234567' });
    expect(overdrawn.status).toBe(400);
    expect(await balanceOf(player)).toBe(403);

    await admin.post(`/api/admin/transactions/${first.body.id}`, { action: 'reject' });
    expect(await balanceOf(player)).toBe(1003);

    const second = await player.post<TransactionBody>('/api/withdraw', { amount: 1000, method: 'jazzcash', accountHolderName: 'Bilal Ahmed', phone: '03001234567' });
    expect(await balanceOf(player)).toBe(3);
    await admin.post(`/api/admin/transactions/${second.body.id}`, { action: 'approve' });
    expect(await balanceOf(player)).toBe(3);

    const history = await player.get<TransactionBody[]>('/api/transactions');
    expect(history.body.map((row) => [row.type, row.amount, row.status])).toEqual([
      ['withdraw', 1000, 'completed'],
      ['withdraw', 600, 'rejected'],
      ['deposit', 1000, 'completed'],
    ]);
  });

  it('lets an admin adjust a balance with a reason but never below zero', async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const credit = await admin.post(`/api/admin/users/${user.id}/balance`, { amount: 200, reason: 'Goodwill for a failed deposit' });
    expect(credit.status).toBe(200);
    expect(await balanceOf(player)).toBe(203);
    const tooMuch = await admin.post<{ message: string }>(`/api/admin/users/${user.id}/balance`, { amount: -300, reason: 'Chargeback' });
    expect(tooMuch.status).toBe(400);
    expect(await balanceOf(player)).toBe(203);
    expect((await player.post(`/api/admin/users/${user.id}/balance`, { amount: 1000, reason: 'self-service' })).status).toBe(403);
  });
});
