import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../e2e/support/http-client';
import { adminSession, newPlayer } from '../e2e/support/players';
import { e2eAdmin } from '../e2e/support/stacks';
import { type SharedStack, sharedStack } from '../e2e/support/shared-stack';

let stack: SharedStack;
beforeAll(async () => {
  stack = await sharedStack();
});

describe('admin rights come only from the admin login', () => {
  it("gives an admin who logs in at the player login a player's session, refused by every admin route", async () => {
    const { user: someone } = await newPlayer(stack.gatewayUrl);
    const atPlayerDoor = new HttpClient(stack.gatewayUrl);
    const login = await atPlayerDoor.post('/api/login', e2eAdmin);
    expect(login).toMatchObject({ status: 200, body: { username: e2eAdmin.username, isAdmin: true } });

    expect((await atPlayerDoor.get('/api/admin/auth-check')).body).toEqual({ isAdmin: false });
    for (const [method, path, body] of [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/audit?limit=5', undefined],
      ['POST', `/api/admin/users/${someone.id}/balance`, { amount: 1000, reason: 'through the player login' }],
    ] as const) {
      const answer = await atPlayerDoor.request(method, path, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
    }
    expect((await atPlayerDoor.get('/api/user')).status).toBe(200);
  });

  it('keeps the admin login session an admin session', async () => {
    const atAdminDoor = await adminSession(stack.gatewayUrl);
    expect((await atAdminDoor.get('/api/admin/auth-check')).body).toEqual({ isAdmin: true });
    expect((await atAdminDoor.get('/api/admin/users')).status).toBe(200);
  });
});
