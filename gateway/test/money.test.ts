import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { balanceOf, loginAdmin, playerWithBonus, registerPlayer } from './support/http-session';
import { startServices, testAdmin } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;
let adminCookie: string;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'money');
  gateway = await startGatewayUnderTest({ bus });
  adminCookie = await loginAdmin(gateway.url, testAdmin);
});
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const validDeposit = { amount: 1000, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: 'TXN98765' };
const validWithdrawal = { amount: 600, method: 'jazzcash', accountHolderName: 'Ayesha Khan', phone: '03001234567' };

const balance = (cookie: string) => balanceOf(gateway.url, cookie);
const newPlayer = () => playerWithBonus(gateway.url);

describe('deposit and withdrawal forms', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await registerPlayer(gateway.url, 'former'));
  });

  it.each([
    [{ amount: 299.99 }, 'Minimum deposit amount is 300 PKR'],
    [{ amount: 300.005 }, 'Amount can have at most two decimals'],
    [{ amount: 10_000.005 }, 'Amount can have at most two decimals'],
    [{ amount: '500' }, 'Minimum deposit amount is 300 PKR'],
    [{ amount: undefined }, 'Minimum deposit amount is 300 PKR'],
    [{ method: undefined }, 'Please select a payment method'],
    [{ accountHolderName: undefined }, 'Please enter account holder name'],
    [{ accountHolderName: null }, 'Please enter account holder name'],
    [{ phone: undefined }, 'Please enter the transaction ID from your payment'],
    [{ phone: null }, 'Please enter the transaction ID from your payment'],
    [{ method: 'bank' }, 'Please select a payment method'],
    [{ accountHolderName: '  Al ' }, 'Please enter account holder name'],
    [{ phone: 'TX12' }, 'Please enter the transaction ID from your payment'],
    [{ accountHolderName: 'A'.repeat(101) }, 'Account holder name must be at most 100 characters'],
    [{ phone: 'T'.repeat(65) }, 'Transaction ID must be at most 64 characters'],
  ])('refuses a deposit with %o saying "%s"', async (change, message) => {
    const response = await request(gateway.url).post('/api/deposit').set('Cookie', cookie).send({ ...validDeposit, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
  });

  it.each([
    [{ amount: 499 }, 'Minimum withdrawal amount is 500 PKR'],
    [{ amount: undefined }, 'Minimum withdrawal amount is 500 PKR'],
    [{ method: undefined }, 'Please select a payment method'],
    [{ accountHolderName: undefined }, 'Please enter account holder name'],
    [{ phone: undefined }, 'Please enter a valid phone number'],
    [{ phone: null }, 'Please enter a valid phone number'],
    [{ amount: 123_456.789 }, 'Amount can have at most two decimals'],
    [{ method: '' }, 'Please select a payment method'],
    [{ phone: '030012345' }, 'Please enter a valid phone number'],
    [{ phone: '0'.repeat(21) }, 'Please enter a valid phone number'],
  ])('refuses a withdrawal with %o saying "%s"', async (change, message) => {
    const response = await request(gateway.url).post('/api/withdraw').set('Cookie', cookie).send({ ...validWithdrawal, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('refuses money calls without a session', async () => {
    for (const path of ['/api/deposit', '/api/withdraw']) {
      const response = await request(gateway.url).post(path).send(validDeposit);
      expect(response.status).toBe(401);
    }
    await expect(request(gateway.url).get('/api/transactions')).resolves.toMatchObject({ status: 401 });
  });
});

describe('a deposit reviewed by an admin', () => {
  it('waits as pending, then credits the exact amount once approved, and only once', async () => {
    const { cookie, username, user } = await newPlayer();
    const deposit = await request(gateway.url).post('/api/deposit').set('Cookie', cookie).send({ ...validDeposit, amount: 1000.5 });
    expect(deposit.status).toBe(200);
    expect(deposit.body).toMatchObject({ type: 'deposit', amount: 1000.5, status: 'pending', method: 'easypaisa', phone: 'TXN98765', username });
    expect(await balance(cookie)).toBe(3);

    const mine = await request(gateway.url).get('/api/transactions').set('Cookie', cookie);
    expect(mine.body).toEqual([deposit.body]);

    const pending = await request(gateway.url).get('/api/admin/transactions').set('Cookie', adminCookie);
    expect(pending.body).toContainEqual(expect.objectContaining({ id: deposit.body.id, username, userId: user.id }));

    const approved = await request(gateway.url).post(`/api/admin/transactions/${deposit.body.id}`).set('Cookie', adminCookie).send({ action: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('completed');
    expect(await balance(cookie)).toBe(1003.5);

    const review = (action: string) =>
      request(gateway.url).post(`/api/admin/transactions/${deposit.body.id}`).set('Cookie', adminCookie).send({ action });
    const again = await review('approve');
    expect(again.body.status).toBe('completed');
    const reversed = await review('reject');
    expect(reversed.status).toBe(409);
    expect(reversed.body.message).toBe('This request has already been processed');
    expect(await balance(cookie)).toBe(1003.5);
  });

  it('refuses a review with an unknown action or a transaction id that names nothing', async () => {
    const { cookie } = await registerPlayer(gateway.url, 'reviewed');
    const deposit = await request(gateway.url).post('/api/deposit').set('Cookie', cookie).send(validDeposit);
    const bad = await request(gateway.url).post(`/api/admin/transactions/${deposit.body.id}`).set('Cookie', adminCookie).send({ action: 'maybe' });
    expect(bad.status).toBe(400);
    const nowhere = await request(gateway.url).post('/api/admin/transactions/not-a-uuid').set('Cookie', adminCookie).send({ action: 'approve' });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toBe('Transaction not found');
  });
});

describe('a withdrawal', () => {
  it('holds the amount at once, refuses what is not there, and a rejection gives it back', async () => {
    const { cookie, user } = await newPlayer();
    await request(gateway.url).post(`/api/admin/users/${user.id}/balance`).set('Cookie', adminCookie).send({ amount: 997, reason: 'test float' });
    expect(await balance(cookie)).toBe(1000);

    const withdrawal = await request(gateway.url).post('/api/withdraw').set('Cookie', cookie).send(validWithdrawal);
    expect(withdrawal.status).toBe(200);
    expect(withdrawal.body).toMatchObject({ type: 'withdraw', amount: 600, status: 'pending' });
    expect(await balance(cookie)).toBe(400);

    const tooMuch = await request(gateway.url).post('/api/withdraw').set('Cookie', cookie).send({ ...validWithdrawal, amount: 500 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('Insufficient balance for this withdrawal');

    const rejected = await request(gateway.url).post(`/api/admin/transactions/${withdrawal.body.id}`).set('Cookie', adminCookie).send({ action: 'reject' });
    expect(rejected.body.status).toBe('rejected');
    expect(await balance(cookie)).toBe(1000);
  });
});

describe('admin users and balance adjustments', () => {
  it('lists users with their balances in PKR and finds them by name', async () => {
    const { username, user, cookie } = await newPlayer();
    const all = await request(gateway.url).get('/api/admin/users').set('Cookie', adminCookie);
    expect(all.status).toBe(200);
    expect(all.body).toContainEqual(expect.objectContaining({ id: user.id, username, balance: 3 }));
    expect(all.body).toContainEqual(expect.objectContaining({ username: testAdmin.username, isAdmin: true }));

    const found = await request(gateway.url).get(`/api/admin/users/search?query=${username}`).set('Cookie', adminCookie);
    expect(found.body).toEqual([expect.objectContaining({ id: user.id, balance: 3 })]);
    expect(await balance(cookie)).toBe(3);
  });

  it('makes an adjustment asked twice under one Idempotency-Key once', async () => {
    const { user, cookie } = await newPlayer();
    const adjust = (amount = 40) =>
      request(gateway.url).post(`/api/admin/users/${user.id}/balance`).set('Cookie', adminCookie).set('Idempotency-Key', `adjust-${user.id}`).send({ amount, reason: 'Goodwill' });
    const [first, again] = [await adjust(), await adjust()];
    expect(first.headers['x-request-id']).not.toBe(again.headers['x-request-id']);
    expect(again.body).toEqual(first.body);
    expect(await balance(cookie)).toBe(43);

    const other = await adjust(400);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'CONFLICT', message: 'This Idempotency-Key was already used for a different request' });
    expect(await balance(cookie)).toBe(43);
  });

  it('adjusts a balance up and down by whole rupees with a reason, never below zero', async () => {
    const { user, cookie } = await newPlayer();
    const path = `/api/admin/users/${user.id}/balance`;
    const up = await request(gateway.url).post(path).set('Cookie', adminCookie).send({ amount: 250, reason: 'Promotion' });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ userId: user.id, balanceBefore: 3, balance: 253 });

    const down = await request(gateway.url).post(path).set('Cookie', adminCookie).send({ amount: -100, reason: 'Correction' });
    expect(down.body).toEqual({ userId: user.id, balanceBefore: 253, balance: 153 });

    const belowZero = await request(gateway.url).post(path).set('Cookie', adminCookie).send({ amount: -1000, reason: 'Too much' });
    expect(belowZero.status).toBe(400);
    expect(belowZero.body.message).toBe('Adjustment would take the balance below zero');

    const noReason = await request(gateway.url).post(path).set('Cookie', adminCookie).send({ amount: 100, reason: '   ' });
    expect(noReason.body.message).toBe('A reason is required');
    const essay = await request(gateway.url).post(path).set('Cookie', adminCookie).send({ amount: 100, reason: 'r'.repeat(501) });
    expect(essay.body.message).toBe('Reason must be at most 500 characters');
    const fraction = await request(gateway.url).post(path).set('Cookie', adminCookie).send({ amount: 10.5, reason: 'Half' });
    expect(fraction.body.message).toBe('The amount must be a whole number of PKR');
    expect(await balance(cookie)).toBe(153);
  });
});
