import { type Bus, MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { startServices } from './support/services';

let bus: Bus;
let gateway: GatewayUnderTest;
const running: RunningService[] = [];

beforeAll(async () => {
  bus = new MemoryBus(silentLogger);
  gateway = await startGatewayUnderTest({ bus });
  running.push(await startServices(bus, 'readiness', ['auth', 'wallet']));
});
afterAll(async () => {
  await gateway?.stop();
  for (const services of running.reverse()) await services.stop();
});

describe('readiness', () => {
  it('names only the services that are missing', async () => {
    const response = await request(gateway.url).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'not ready',
      message: 'Not ready: game-engine not answering, leaderboard not answering, chat not answering, admin not answering',
      services: { auth: 'up', wallet: 'up', 'game-engine': 'not answering', leaderboard: 'not answering', chat: 'not answering', admin: 'not answering' },
    });
  });

  it('is ready once every service and its database answer', async () => {
    running.push(await startServices(bus, 'readiness', ['game-engine', 'leaderboard', 'chat', 'admin']));
    const response = await request(gateway.url).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', services: { auth: 'up', wallet: 'up', 'game-engine': 'up', leaderboard: 'up', chat: 'up', admin: 'up' } });
  });
});
