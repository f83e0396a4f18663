import { protectionMessages } from '@pkr/contracts';
import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { loginAdmin, playerWithBonus, registerPlayer, sessionCookieOf, uniqueName } from './support/http-session';
import { startServices, testAdmin } from './support/services';

// Two gateways on one bus, as behind a load balancer; the second trusts its proxy's X-Forwarded-Proto.
let services: RunningService;
let gateway: GatewayUnderTest;
let proxied: GatewayUnderTest;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'sessions');
  gateway = await startGatewayUnderTest({ bus });
  proxied = await startGatewayUnderTest({ bus, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await proxied?.stop();
  await gateway?.stop();
  await services?.stop();
});

const userFields = ['avatarAccessories', 'avatarColor', 'balance', 'createdAt', 'dateOfBirthRequired', 'id', 'isAdmin', 'language', 'phone', 'selectedAccessories', 'username'];
const adult = '1990-01-01';

describe('a player session', () => {
  it('registers with an HttpOnly, SameSite=Lax cookie and answers the user of spec section 3', async () => {
    const username = uniqueName('ayesha');
    const response = await request(gateway.url)
      .post('/api/register')
      .send({ username, password: 'secret123', phone: 'ayesha@example.pk', dateOfBirth: adult, referralCode: 'ignored', theme: 'dark' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(userFields);
    expect(response.body).toMatchObject({ username, isAdmin: false, phone: 'ayesha@example.pk', avatarColor: 'blue', dateOfBirthRequired: false });

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now() + 24 * 3_600_000);
  });

  it('answers the registration with the 3 free coins, and so does the current user at once, never cached', async () => {
    const { cookie, user } = await registerPlayer(gateway.url, 'bilal');
    expect(user.balance).toBe(3);
    const response = await request(gateway.url).get('/api/user').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ id: user.id, balance: 3 });
  });

  it('refuses the old cookie after logout, on this gateway at once and on another within a second, even when replayed by hand', async () => {
    const { cookie } = await registerPlayer(gateway.url, 'zara');
    await expect(request(proxied.url).get('/api/user').set('Cookie', cookie)).resolves.toMatchObject({ status: 200 });

    const logout = await request(gateway.url).post('/api/logout').set('Cookie', cookie);
    expect(logout.status).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);

    const replayed = await request(gateway.url).get('/api/user').set('Cookie', cookie);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('Not logged in');
    // The other gateway verified this cookie moments ago; auth's announcement reaches it within a second.
    await vi.waitFor(async () => expect((await request(proxied.url).get('/api/user').set('Cookie', cookie)).status).toBe(401), { timeout: 1_000, interval: 20 });
    for (const url of [gateway.url, proxied.url]) {
      const deposit = await request(url).post('/api/deposit').set('Cookie', cookie).send({ amount: 500, method: 'jazzcash', accountHolderName: 'Zara', phone: 'TX12345' });
      expect(deposit.status).toBe(401);
      expect(deposit.body.message).toBe('Not logged in');
    }
  });

  it('tells the browser to drop a cookie that auth refuses', async () => {
    const response = await request(gateway.url).get('/api/user').set('Cookie', 'session=forged.token.value');
    expect(response.status).toBe(401);
    expect(String(response.headers['set-cookie'])).toContain('session=; Path=/; Expires=Thu, 01 Jan 1970');
  });

  it('logs in again with the password and answers the same user', async () => {
    const { username, user } = await registerPlayer(gateway.url, 'hamza');
    const wrong = await request(gateway.url).post('/api/login').send({ username, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const response = await request(gateway.url).post('/api/login').send({ username, password: 'secret123' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username });
    const me = await request(gateway.url).get('/api/user').set('Cookie', sessionCookieOf(response));
    expect(me.body.id).toBe(user.id);
  });

  it("refuses registration with the spec's messages and a taken username", async () => {
    const short = await request(gateway.url).post('/api/register').send({ username: 'ab', password: 'secret123', phone: 'ab@example.pk', dateOfBirth: adult });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Username must be at least 3 characters');
    const weak = await request(gateway.url).post('/api/register').send({ username: 'validname', password: '12345', phone: 'valid@example.pk', dateOfBirth: adult });
    expect(weak.body.message).toBe('Password must be at least 6 characters');
    const long = await request(gateway.url).post('/api/register').send({ username: 'validname', password: 'secret123', phone: `${'e'.repeat(96)}@x.pk`, dateOfBirth: adult });
    expect(long.body.message).toBe('Email must be at most 100 characters');

    const { username } = await registerPlayer(gateway.url, 'taken');
    const again = await request(gateway.url).post('/api/register').send({ username, password: 'secret123', phone: 'again@example.pk', dateOfBirth: adult });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Username already exists');
  });

  it('refuses registration without a valid email, as the form does, and creates no user', async () => {
    const username = uniqueName('noemail');
    for (const phone of ['03001234567', 'not an email', '', ' ', null, undefined]) {
      const response = await request(gateway.url).post('/api/register').send({ username, password: 'secret123', phone, dateOfBirth: adult });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', message: 'Please enter a valid email' });
    }
    const login = await request(gateway.url).post('/api/login').send({ username, password: 'secret123' });
    expect(login.status).toBe(401);
  });

  it('refuses registration under 18 or without a date of birth, and creates no user', async () => {
    const username = uniqueName('young');
    // Born on 1 January seventeen years ago: 18 only from next 1 January, whatever today is.
    const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`;
    const young = await request(gateway.url).post('/api/register').send({ username, password: 'secret123', phone: 'y@example.pk', dateOfBirth: seventeen });
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({ code: 'VALIDATION', message: protectionMessages.underAge });
    for (const dateOfBirth of [undefined, '', '01/02/1990', '1990-13-01']) {
      const response = await request(gateway.url).post('/api/register').send({ username, password: 'secret123', phone: 'y@example.pk', dateOfBirth });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', message: protectionMessages.dateOfBirthInvalid });
    }
    expect((await request(gateway.url).post('/api/login').send({ username, password: 'secret123' })).status).toBe(401);
  });

  it('takes the date of birth of a signed-in player, answering the user as GET /api/user does, and never another one', async () => {
    const { cookie, user } = await registerPlayer(gateway.url, 'dob');
    const same = await request(gateway.url).post('/api/user/date-of-birth').set('Cookie', cookie).send({ dateOfBirth: '1990-01-01' });
    expect(same.status).toBe(200);
    expect(same.body).toEqual((await request(gateway.url).get('/api/user').set('Cookie', cookie)).body);
    expect(same.body).toMatchObject({ id: user.id, balance: 3, dateOfBirthRequired: false });
    const other = await request(gateway.url).post('/api/user/date-of-birth').set('Cookie', cookie).send({ dateOfBirth: '1980-01-01' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Your date of birth is already saved and cannot be changed');
    const invalid = await request(gateway.url).post('/api/user/date-of-birth').set('Cookie', cookie).send({ dateOfBirth: 'yesterday' });
    expect(invalid.body).toMatchObject({ code: 'VALIDATION', message: protectionMessages.dateOfBirthInvalid });
    expect((await request(gateway.url).post('/api/user/date-of-birth').send({ dateOfBirth: '1990-01-01' })).status).toBe(401);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const { username } = await registerPlayer(gateway.url, 'secure');
    const response = await request(proxied.url).post('/api/login').set('X-Forwarded-Proto', 'https').send({ username, password: 'secret123' });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure; SameSite=Lax$/);

    // The same header from a client the gateway does not trust changes nothing.
    const direct = await request(gateway.url).post('/api/login').set('X-Forwarded-Proto', 'https').send({ username, password: 'secret123' });
    expect(String(direct.headers['set-cookie'])).not.toContain('Secure');
  });
});

describe('the admin door', () => {
  it("refuses a player's credentials and sets no cookie", async () => {
    const { username } = await registerPlayer(gateway.url, 'sneaky');
    const response = await request(gateway.url).post('/api/admin/login').send({ username, password: 'secret123' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid admin credentials');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("answers a too-short username or password as a wrong login, and only missing ones with the spec's texts", async () => {
    const short = await request(gateway.url).post('/api/admin/login').send({ username: 'ab', password: 'x' });
    expect(short.status).toBe(401);
    expect(short.body.message).toBe('Invalid admin credentials');
    const blank = await request(gateway.url).post('/api/admin/login').send({ username: '   ', password: '' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Username is required');
    expect(JSON.stringify(blank.body)).toContain('Password is required');
  });

  it('says isAdmin false for a player and refuses every admin call with 403', async () => {
    const { cookie, user } = await playerWithBonus(gateway.url, 'curious');
    const check = await request(gateway.url).get('/api/admin/auth-check').set('Cookie', cookie);
    expect(check.body).toEqual({ isAdmin: false });

    const calls = [
      request(gateway.url).get('/api/admin/users'),
      request(gateway.url).get('/api/admin/users/search?query=a'),
      request(gateway.url).get('/api/admin/transactions'),
      request(gateway.url).post(`/api/admin/users/${user.id}/balance`).send({ amount: 100000, reason: 'free money' }),
      request(gateway.url).post('/api/admin/game/control').send({ gameType: 'crash', crashPoint: 50 }),
      request(gateway.url).get('/api/admin/game/rounds/crash'),
      request(gateway.url).get('/api/admin/games?type=crash&limit=20'),
    ];
    for (const call of calls) {
      const response = await call.set('Cookie', cookie);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ message: 'Admin access required', code: 'FORBIDDEN' });
    }
    const me = await request(gateway.url).get('/api/user').set('Cookie', cookie);
    // Only the registration bonus: the refused adjustment moved nothing.
    expect(me.body.balance).toBe(3);
  });

  it('lets the admin in, says isAdmin true, and logs the admin out for good', async () => {
    const cookie = await loginAdmin(gateway.url, testAdmin);
    const check = await request(gateway.url).get('/api/admin/auth-check').set('Cookie', cookie);
    expect(check.body).toEqual({ isAdmin: true });
    expect(check.headers['cache-control']).toBe('no-store');

    const logout = await request(gateway.url).post('/api/admin/logout').set('Cookie', cookie);
    expect(logout.status).toBe(200);
    await expect(request(gateway.url).get('/api/admin/auth-check').set('Cookie', cookie)).resolves.toMatchObject({ body: { isAdmin: false } });
    await expect(request(gateway.url).get('/api/admin/users').set('Cookie', cookie)).resolves.toMatchObject({ status: 401 });
  });
});
