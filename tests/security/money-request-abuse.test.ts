import { randomUUID } from 'node:crypto';
import { limits, messages } from '@pkr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../e2e/support/http-client';
import { adminSession, balanceOf, newPlayer, type TransactionBody } from '../e2e/support/players';
import { type SharedStack, sharedStack } from '../e2e/support/shared-stack';

let stack: SharedStack;
let admin: HttpClient;
beforeAll(async () => {
  stack = await sharedStack();
  admin = await adminSession(stack.gatewayUrl);
});

const deposit = (player: HttpClient, phone = `TX-${randomUUID()}`) =>
  player.post<TransactionBody & { message: string }>('/api/deposit', { amount: 500, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone });

describe('a player against the money requests, through the gateway', () => {
  it("cannot fill the admin's pending list: past the open requests allowed, deposits and withdrawals answer 429", async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const made = [];
    for (let count = 0; count < limits.openMoneyRequestsMax; count += 1) made.push((await deposit(player)).body.id);
    const refused = await deposit(player);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 429, message: messages.openMoneyRequestsMax });
    const withdrawal = await player.post<{ message: string }>('/api/withdraw', { amount: 500, method: 'jazzcash', accountHolderName: 'Ayesha Khan', phone: '03001234567' });
    expect(withdrawal.status).toBe(429);
    const pending = await admin.get<TransactionBody[]>('/api/admin/transactions');
    expect(pending.status).toBe(200);
    expect(pending.body.map((request) => request.id)).toEqual(expect.arrayContaining(made));
  });

  it('cannot have one payment credited twice: the second approval answers the admin 409, and that request can still be rejected', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const transactionId = `EP${Date.now()}`;
    const [first, second] = [(await deposit(player, transactionId)).body, (await deposit(player, transactionId.toLowerCase())).body];
    expect((await admin.post(`/api/admin/transactions/${first.id}`, { action: 'approve' })).status).toBe(200);
    const again = await admin.post<{ message: string }>(`/api/admin/transactions/${second.id}`, { action: 'approve' });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'This transaction ID was already approved for another deposit' });
    expect((await admin.post<TransactionBody>(`/api/admin/transactions/${second.id}`, { action: 'reject' })).body.status).toBe('rejected');
    expect(await balanceOf(player)).toBe(503);
  });
});
