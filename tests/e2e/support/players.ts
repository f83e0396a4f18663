import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { e2eAdmin } from './stacks';
import { HttpClient, uniqueName } from './http-client';

export interface UserBody {
  id: string;
  username: string;
  balance: number;
}

export interface TransactionBody {
  id: string;
  type: 'deposit' | 'withdraw';
  amount: number;
  status: 'pending' | 'completed' | 'rejected';
  username: string;
}

export async function balanceOf(player: HttpClient): Promise<number> {
  const user = await player.get<UserBody>('/api/user');
  expect(user.status).toBe(200);
  return user.body.balance;
}

/** A registered player whose 3-coin registration bonus has landed. */
export async function newPlayer(baseUrl: string): Promise<{ client: HttpClient; user: UserBody }> {
  const client = new HttpClient(baseUrl);
  const registered = await client.post<UserBody>('/api/register', { username: uniqueName('p'), password: 'player-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' });
  expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
  await expect.poll(() => balanceOf(client), { timeout: 10_000 }).toBe(3);
  return { client, user: registered.body };
}

export async function adminSession(baseUrl: string): Promise<HttpClient> {
  const admin = new HttpClient(baseUrl);
  const login = await admin.post('/api/admin/login', e2eAdmin);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return admin;
}

/** Deposits through the player's form and has the admin approve it. */
export async function fund(player: HttpClient, admin: HttpClient, amount: number): Promise<void> {
  const request = await player.post<TransactionBody>('/api/deposit', {
    amount,
    method: 'easypaisa',
    accountHolderName: 'Ayesha Khan',
    phone: `TX-${randomUUID()}`,
  });
  expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);
  const review = await admin.post<TransactionBody>(`/api/admin/transactions/${request.body.id}`, { action: 'approve' });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
}
