import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { registerPlayer } from './support/http-session';
import { startServices } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'idempotency_key');
  gateway = await startGatewayUnderTest({ bus });
});
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const deposit = { amount: 1000, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: 'TXN98765' };

describe('the Idempotency-Key header of money calls', () => {
  it('answers a deposit retried with the same key with the first request, and records one', async () => {
    const { cookie } = await registerPlayer(gateway.url, 'keyed');
    const send = (key: string) => request(gateway.url).post('/api/deposit').set('Cookie', cookie).set('Idempotency-Key', key).send(deposit);
    const first = await send('deposit-attempt-0001');
    const retry = await send('deposit-attempt-0001');
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const other = await send('deposit-attempt-0002');
    expect(other.body.id).not.toBe(first.body.id);
    const history = await request(gateway.url).get('/api/transactions').set('Cookie', cookie);
    expect(history.body).toHaveLength(2);
  });

  it('refuses a key that is too short or holds other characters', async () => {
    const { cookie } = await registerPlayer(gateway.url, 'badkey');
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const response = await request(gateway.url).post('/api/deposit').set('Cookie', cookie).set('Idempotency-Key', key).send(deposit);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    const history = await request(gateway.url).get('/api/transactions').set('Cookie', cookie);
    expect(history.body).toEqual([]);
  });
});
