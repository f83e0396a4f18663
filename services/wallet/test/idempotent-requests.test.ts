import { limits } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  depositRequest,
  expectRefusal,
  fundByDeposit,
  newId,
  startWalletHarness,
  type WalletHarness,
  withdrawalRequest,
} from './support/harness';
import { moneyRequestForms } from '../src/domain/money-requests';
import { requestWithdrawal } from '../src/handlers/money-requests';
import { move } from '../src/handlers/moves';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_idempotent_requests');
});
afterAll(() => harness.stop());

describe('money calls retried under an idempotency key or made after their deadline', () => {
  it('answers a retried withdrawal with the first request and holds its amount once', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 2_000);
    const request = withdrawalRequest(userId, 600, { idempotencyKey: `withdraw-${newId()}` });
    const first = await harness.wallet.call('wallet.withdrawal.request', request);
    const retry = await harness.wallet.call('wallet.withdrawal.request', request);
    expect(retry).toEqual(first);
    expect(await balanceOf(harness.wallet, userId)).toBe(140_000);
    expect(await harness.wallet.call('wallet.transactions.list', { userId })).toHaveLength(2);
  });

  it('makes one request when retries race each other', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 2_000);
    const request = withdrawalRequest(userId, 500, { idempotencyKey: `withdraw-${newId()}` });
    const answers = await Promise.all(Array.from({ length: 4 }, () => harness.wallet.call('wallet.withdrawal.request', request)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await balanceOf(harness.wallet, userId)).toBe(150_000);
  });

  it('answers a retried deposit request with the first one', async () => {
    const userId = newId();
    const request = depositRequest(userId, 300, { idempotencyKey: `deposit-${newId()}` });
    const first = await harness.wallet.call('wallet.deposit.request', request);
    await expect(harness.wallet.call('wallet.deposit.request', request)).resolves.toEqual(first);
    expect(await harness.wallet.call('wallet.transactions.list', { userId })).toHaveLength(1);
  });

  it('refuses another request under a key already used', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 2_000);
    const idempotencyKey = `withdraw-${newId()}`;
    await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500, { idempotencyKey }));
    await expectRefusal(
      harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 700, { idempotencyKey })),
      'CONFLICT',
      'This Idempotency-Key was already used for a different request',
    );
    expect(await balanceOf(harness.wallet, userId)).toBe(150_000);
  });

  it('neither holds nor records a withdrawal, nor debits, once the caller has stopped waiting', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 2_000);
    const passed = Date.now() - 1;
    const timeout = ['TIMEOUT', 'The service did not answer in time, please try again'] as const;
    const announced: unknown[] = [];
    const ledger = { pool: harness.db, announce: (...posted: unknown[]) => announced.push(...posted.filter(Boolean)), now: () => new Date() };
    await expectRefusal(requestWithdrawal({ ...ledger, forms: moneyRequestForms(limits.depositMaxPkr) }, { ...withdrawalRequest(userId, 500), amount: 50_000 }, passed), ...timeout);
    await expectRefusal(move(ledger, 'debit', { transferId: newId(), userId, amount: 100, kind: 'bet', memo: '' }, passed), ...timeout);
    expect(announced).toEqual([]);
    expect(await harness.wallet.call('wallet.transactions.list', { userId })).toHaveLength(1);
    expect(await balanceOf(harness.wallet, userId)).toBe(200_000);
  });
});
