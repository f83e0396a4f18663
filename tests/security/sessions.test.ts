import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../e2e/support/http-client';
import { newPlayer, type UserBody } from '../e2e/support/players';
import { e2eSessionSecret } from '../e2e/support/stacks';
import { type SharedStack, sharedStack } from '../e2e/support/shared-stack';

let stack: SharedStack;
beforeAll(async () => {
  stack = await sharedStack();
});

const tokenOf = (player: HttpClient) => /session=([^;]+)/.exec(player.cookieHeader())?.[1] ?? '';
const claimsOf = (token: string) => jwt.decode(token) as { sub: string; sid: string; exp: number };
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A client that presents `token` as its session cookie and nothing else. */
function presenting(token: string): HttpClient {
  const forger = new HttpClient(stack.gatewayUrl);
  forger.setCookieHeader(`session=${token}`);
  return forger;
}

async function expectRefused(token: string) {
  const answer = await presenting(token).request('GET', '/api/user');
  expect(answer.status).toBe(401);
  expect(answer.body).toMatchObject({ message: 'Not logged in' });
  // A refused cookie is cleared, so the browser stops sending it.
  expect(answer.headers.getSetCookie().join('\n')).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);
}

describe('session tokens an attacker makes', () => {
  it('refuses a token with alg "none"', async () => {
    const { client } = await newPlayer(stack.gatewayUrl);
    const claims = claimsOf(tokenOf(client));
    await expectRefused(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`);
  });

  it('refuses a token signed with another key', async () => {
    const { client } = await newPlayer(stack.gatewayUrl);
    const claims = claimsOf(tokenOf(client));
    await expectRefused(jwt.sign(claims, 'another-secret-of-the-same-length-0123456789abc', { algorithm: 'HS256', noTimestamp: true }));
  });

  it('refuses an expired token even when its signature is right', async () => {
    const { client } = await newPlayer(stack.gatewayUrl);
    const claims = claimsOf(tokenOf(client));
    const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 60 };
    await expectRefused(jwt.sign(expired, e2eSessionSecret, { algorithm: 'HS256', noTimestamp: true }));
  });

  it("refuses a token whose claims were edited to another player's", async () => {
    const attacker = await newPlayer(stack.gatewayUrl);
    const victim = await newPlayer(stack.gatewayUrl);
    const [header, , signature] = tokenOf(attacker.client).split('.');
    const edited = { ...claimsOf(tokenOf(attacker.client)), sub: victim.user.id };
    await expectRefused(`${header}.${base64url(edited)}.${signature}`);
  });

  it("refuses a well-signed token that pairs one player's id with another's session", async () => {
    const attacker = await newPlayer(stack.gatewayUrl);
    const victim = await newPlayer(stack.gatewayUrl);
    const mixed = { ...claimsOf(tokenOf(attacker.client)), sub: victim.user.id };
    await expectRefused(jwt.sign(mixed, e2eSessionSecret, { algorithm: 'HS256', noTimestamp: true }));
  });

  it('keeps the real session working through all of it', async () => {
    const { client, user } = await newPlayer(stack.gatewayUrl);
    const me = await client.get<UserBody>('/api/user');
    expect(me.body.id).toBe(user.id);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and not Secure over plain http', async () => {
    const player = new HttpClient(stack.gatewayUrl);
    const answer = await player.post('/api/register', { username: `ck${Date.now().toString(36)}`, password: 'player-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
  });
});
