import { type Bus, MemoryBus, RequestTimeoutError, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { balanceOf, loginAdmin, playerWithBonus } from './support/http-session';
import { startServices, testAdmin } from './support/services';

/** The services' bus as this gateway sees it, except that the admin service's logout never answers in time. */
function logoutTimingOut(bus: Bus): Bus {
  return {
    publish: (subject, payload) => bus.publish(subject, payload),
    subscribe: (subject, handler, options) => bus.subscribe(subject, handler, options),
    request: (subject, payload, options) =>
      subject === 'admin.logout' ? Promise.reject(new RequestTimeoutError(subject)) : bus.request(subject, payload, options),
    flush: () => bus.flush(),
    drain: () => bus.drain(),
    onInterruption: (listener) => bus.onInterruption(listener),
  };
}

let services: RunningService;
let gateway: GatewayUnderTest;
let stalled: GatewayUnderTest;
beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'admin_door_edges');
  gateway = await startGatewayUnderTest({ bus });
  stalled = await startGatewayUnderTest({ bus: logoutTimingOut(bus) });
});
afterAll(async () => {
  await stalled?.stop();
  await gateway?.stop();
  await services?.stop();
});

describe('a balance adjustment', () => {
  it.each([10_000_000_000_000, -10_000_001])('of %d PKR is refused with the limit in words, and moves nothing', async (amount) => {
    const player = await playerWithBonus(gateway.url, 'whale');
    const cookie = await loginAdmin(gateway.url, testAdmin);
    const response = await request(gateway.url).post(`/api/admin/users/${player.user.id}/balance`).set('Cookie', cookie).send({ amount, reason: 'Fat finger' });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message: 'An adjustment can add or deduct at most 10,000,000 PKR' });
    expect(await balanceOf(gateway.url, player.cookie)).toBe(3);
  });
});

describe('an admin logout that fails', () => {
  it('answers the failure and still clears the session cookie', async () => {
    const cookie = await loginAdmin(stalled.url, testAdmin);
    const response = await request(stalled.url).post('/api/admin/logout').set('Cookie', cookie);
    expect(response.status).toBe(504);
    expect(response.body).toMatchObject({ code: 'TIMEOUT' });
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('session=;'));
    expect(cleared, 'the session cookie is cleared').toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
