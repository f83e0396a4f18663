import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { balanceOf, loginAdmin, playerWithBonus } from './support/http-session';
import { startServices, testAdmin } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;
let adminCookie: string;
const apkPath = join(mkdtempSync(join(tmpdir(), 'apk-')), 'app.apk');

beforeAll(async () => {
  writeFileSync(apkPath, 'PK-android-package');
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'player_routes', ['auth', 'wallet', 'game-engine', 'admin']);
  gateway = await startGatewayUnderTest({ bus, env: { APK_PATH: apkPath } });
  adminCookie = await loginAdmin(gateway.url, testAdmin);
});
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

async function fund(userId: string, amount: number): Promise<void> {
  const response = await request(gateway.url).post(`/api/admin/users/${userId}/balance`).set('Cookie', adminCookie).send({ amount, reason: 'shop test' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('the avatar shop over HTTP', () => {
  it('sells the Basic Cap for 50 and equips it', async () => {
    const player = await playerWithBonus(gateway.url, 'capper');
    await fund(player.user.id, 100);
    const response = await request(gateway.url).post('/api/purchase-accessory').set('Cookie', player.cookie).send({ accessoryId: 'basic_cap', price: 50 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ newBalance: 53, selectedAccessories: '["basic_cap"]' });
    const user = (await request(gateway.url).get('/api/user').set('Cookie', player.cookie)).body;
    expect(user).toMatchObject({ balance: 53, avatarAccessories: '["basic_cap"]', selectedAccessories: '["basic_cap"]' });
  });

  it('refuses a forged price with nothing moved', async () => {
    const player = await playerWithBonus(gateway.url, 'forger');
    await fund(player.user.id, 2000);
    const response = await request(gateway.url).post('/api/purchase-accessory').set('Cookie', player.cookie).send({ accessoryId: 'crown', price: 1 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The price of this item has changed. Please refresh and try again.');
    expect(await balanceOf(gateway.url, player.cookie)).toBe(2003);
  });

  it('saves a colour, refuses an item not owned, and asks for a session', async () => {
    const player = await playerWithBonus(gateway.url, 'painter');
    const saved = await request(gateway.url).post('/api/update-avatar').set('Cookie', player.cookie).send({ avatarColor: 'pink', selectedAccessories: [] });
    expect(saved.status).toBe(200);
    const refused = await request(gateway.url).post('/api/update-avatar').set('Cookie', player.cookie).send({ avatarColor: 'pink', selectedAccessories: ['crown'] });
    expect(refused.status).toBe(403);
    expect((await request(gateway.url).get('/api/user').set('Cookie', player.cookie)).body.avatarColor).toBe('pink');
    expect((await request(gateway.url).post('/api/update-avatar').send({ avatarColor: 'red', selectedAccessories: [] })).status).toBe(401);
  });

  it("answers the avatars of the players asked for, to a logged-in player", async () => {
    const painter = await playerWithBonus(gateway.url, 'shown');
    await request(gateway.url).post('/api/update-avatar').set('Cookie', painter.cookie).send({ avatarColor: 'orange', selectedAccessories: [] });
    const response = await request(gateway.url).get(`/api/avatars?userIds=${painter.user.id}`).set('Cookie', painter.cookie);
    expect(response.body).toEqual([{ userId: painter.user.id, username: painter.username, avatarColor: 'orange', selectedAccessories: '[]' }]);
    expect((await request(gateway.url).get(`/api/avatars?userIds=not-an-id`).set('Cookie', painter.cookie)).status).toBe(400);
    expect((await request(gateway.url).get(`/api/avatars?userIds=${painter.user.id}`)).status).toBe(401);
  });

  it('lists the catalogue with prices and unlock criteria', async () => {
    const response = await request(gateway.url).get('/api/accessories');
    expect(response.body).toHaveLength(14);
    expect(response.body).toContainEqual({
      id: 'veteran_badge',
      name: 'Veteran Badge',
      type: 'badge',
      icon: '🎖️',
      description: 'For players who keep coming back.',
      unlockCriteria: 'Place at least 100 bets',
    });
    expect(response.body).toContainEqual(expect.objectContaining({ id: 'basic_cap', name: 'Basic Cap', type: 'hat', price: 50 }));
  });
});

describe("the dashboard's own figures", () => {
  it('answers a clear 503 for statistics while the leaderboard is not running', async () => {
    const player = await playerWithBonus(gateway.url, 'counter');
    const response = await request(gateway.url).get('/api/user/stats').set('Cookie', player.cookie);
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Statistics are not available right now. Please try again shortly.');
  });

  it('pages an empty betting history and draws the balance after each ledger entry', async () => {
    const player = await playerWithBonus(gateway.url, 'historian');
    const bets = await request(gateway.url).get('/api/user/bets?limit=5').set('Cookie', player.cookie);
    expect(bets.body).toEqual({ bets: [], hasMore: false });
    expect((await request(gateway.url).get('/api/user/bets?limit=500').set('Cookie', player.cookie)).status).toBe(400);
    await fund(player.user.id, 100);
    const chart = await request(gateway.url).get('/api/user/balance-history').set('Cookie', player.cookie);
    expect(chart.body.map((point: { balance: number }) => point.balance)).toEqual([3, 103]);
  });

  it('edits the contact phone', async () => {
    const player = await playerWithBonus(gateway.url, 'caller');
    const response = await request(gateway.url).post('/api/user/profile').set('Cookie', player.cookie).send({ phone: ' 03111234567 ' });
    expect(response.body).toMatchObject({ phone: '03111234567', balance: 3 });
    expect((await request(gateway.url).post('/api/user/profile').set('Cookie', player.cookie).send({ phone: '' })).body.message).toBe(
      'Please enter a phone number',
    );
    expect((await request(gateway.url).post('/api/user/profile').set('Cookie', player.cookie).send({ phone: '0'.repeat(101) })).body.message).toBe(
      'Phone must be at most 100 characters',
    );
  });

  it('keeps the chosen language on the account and answers it with the current user', async () => {
    const player = await playerWithBonus(gateway.url, 'urdu_reader');
    const chosen = await request(gateway.url).post('/api/user/profile').set('Cookie', player.cookie).send({ language: 'ur' });
    expect(chosen.body).toMatchObject({ id: player.user.id, language: 'ur', balance: 3 });
    expect((await request(gateway.url).get('/api/user').set('Cookie', player.cookie)).body.language).toBe('ur');
    expect((await request(gateway.url).post('/api/user/profile').set('Cookie', player.cookie).send({ language: 'fr' })).status).toBe(400);
    expect((await request(gateway.url).post('/api/user/profile').set('Cookie', player.cookie).send({})).body.message).toBe('Please enter a phone number');
  });
});

describe('the Android download', () => {
  it('serves the configured package as a file named for the app', async () => {
    const response = await request(gateway.url).get('/api/download/apk');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('pkr-games.apk');
  });

  it('answers 404 with a message when no package is configured', async () => {
    const bare = await startGatewayUnderTest({ bus: new MemoryBus(silentLogger) });
    try {
      const response = await request(bare.url).get('/api/download/apk');
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('The Android app is not available for download yet. Please check back soon.');
    } finally {
      await bare.stop();
    }
  });
});
