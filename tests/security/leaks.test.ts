import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Topology } from '../../infra/src/topology';
import { HttpClient } from '../e2e/support/http-client';
import { LiveSocket } from '../e2e/support/live-socket';
import { adminSession, newPlayer, type TransactionBody } from '../e2e/support/players';
import { e2eAdmin, e2eSessionSecret, startDistributed } from '../e2e/support/stacks';

let stack: Topology & { logDir: string };
const answers: string[] = [];
const secrets = new Set<string>([e2eSessionSecret, e2eAdmin.password, 'player-pass']);

beforeAll(async () => {
  stack = await startDistributed(inject('pgAdminUrl'), 'security_leaks', { LOG_LEVEL: 'debug' });
});
afterAll(async () => stack?.stop());

/** What PostgreSQL's own words look like: statements and its error texts. */
const postgresInternals = /\b(SELECT|INSERT INTO|DELETE FROM)\b|relation "|syntax error at|duplicate key value|violates .* constraint/;

/** A request whose raw answer is kept for the leak check at the end. */
async function send(client: HttpClient, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { cookie: client.cookieHeader(), origin: stack.gatewayUrl, ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  const response = await fetch(`${stack.gatewayUrl}${path}`, init);
  const text = await response.text();
  answers.push(text);
  return { status: response.status, text };
}

describe("what one player can reach of another's", () => {
  it("shows a player only their own money requests, and refuses the admin's review to a player", async () => {
    const owner = await newPlayer(stack.gatewayUrl);
    const other = await newPlayer(stack.gatewayUrl);
    const deposit = await owner.client.post<TransactionBody>('/api/deposit', { amount: 500, method: 'easypaisa', accountHolderName: 'Owner Name', phone: 'TX77777' });
    expect(deposit.status).toBe(200);
    const seen = await other.client.get<TransactionBody[]>('/api/transactions');
    expect(seen.body.map((row) => row.id)).not.toContain(deposit.body.id);
    const review = await send(other.client, 'POST', `/api/admin/transactions/${deposit.body.id}`, { action: 'approve' });
    expect(review.status).toBe(403);
    const adjust = await send(other.client, 'POST', `/api/admin/users/${other.user.id}/balance`, { amount: 1000, reason: 'me' });
    expect(adjust.status).toBe(403);
  });

  it('takes who a request is for from the session, never from the body', async () => {
    const owner = await newPlayer(stack.gatewayUrl);
    const other = await newPlayer(stack.gatewayUrl);
    const deposit = await send(other.client, 'POST', '/api/deposit', { amount: 500, method: 'jazzcash', accountHolderName: 'Other Name', phone: 'TX88888', userId: owner.user.id });
    expect(deposit.status).toBe(200);
    const ownerSees = await owner.client.get<TransactionBody[]>('/api/transactions');
    expect(ownerSees.body).toEqual([]);
  });
});

describe('the live socket without a session', () => {
  it('may watch, but neither authenticates nor bets', async () => {
    const live = await LiveSocket.open(new HttpClient(stack.gatewayUrl));
    const refusal = live.next((message) => message.type === 'auth_error', 5_000);
    live.send({ type: 'auth', userId: '00000000-0000-4000-8000-000000000000', isAdmin: true });
    expect((await refusal).error).toBe('Not logged in');
    const betRefusal = live.next((message) => message.type === 'error' && message.action === 'place_bet', 5_000);
    live.send({ type: 'place_bet', gameType: 'crash', amount: 10 });
    expect((await betRefusal).error).toBe('Not logged in');
    live.close();
  });
});

describe('what answers and logs give away', () => {
  it('answers bad input, unknown paths and refused calls without internals', async () => {
    const player = await newPlayer(stack.gatewayUrl);
    const admin = await adminSession(stack.gatewayUrl);
    secrets.add(/session=([^;]+)/.exec(player.client.cookieHeader())?.[1] ?? '');
    secrets.add(/session=([^;]+)/.exec(admin.cookieHeader())?.[1] ?? '');
    const anonymous = new HttpClient(stack.gatewayUrl);
    await send(anonymous, 'POST', '/api/login', '{"username": "x",');
    await send(anonymous, 'POST', '/api/login', { username: "' OR 1=1 --", password: "'; DROP TABLE users; --" });
    await send(player.client, 'POST', '/api/bet', { amount: 1e308, gameType: 'crash' });
    await send(player.client, 'POST', '/api/deposit', { amount: -5, method: 'cash', accountHolderName: {}, phone: [] });
    await send(player.client, 'POST', '/api/withdraw', { amount: 10.005, method: 'easypaisa', accountHolderName: 'Name Here', phone: '03001234567' });
    await send(admin, 'POST', '/api/admin/transactions/not-a-uuid', { action: 'approve' });
    await send(admin, 'POST', "/api/admin/users/1'%20OR%201=1/balance", { amount: 100, reason: 'x' });
    await send(admin, 'GET', '/api/admin/users/search?query=%27%3B%20SELECT%20*%20FROM%20users%3B');
    await send(anonymous, 'GET', '/api/game/../../etc/passwd');
    for (const text of answers) {
      expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
      expect(text).not.toMatch(postgresInternals);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });

  it('writes no secret, token, password, SQL error or stack trace to any log', async () => {
    const logs = readdirSync(stack.logDir).map((file) => readFileSync(join(stack.logDir, file), 'utf8'));
    expect(logs.join('').length).toBeGreaterThan(0);
    for (const log of logs) {
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/\\n\s+at /);
      expect(log).not.toMatch(postgresInternals);
    }
  });
});
