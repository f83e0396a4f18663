import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, type GatewayUnderTest, startGatewayUnderTest } from './support/gateway-under-test';

// No service behind the bus: a call the guard lets through ends at 503, one it stops ends at 403.
let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(async () => gateway?.stop());

const credentials = { username: 'someone', password: 'secret123' };

describe('state-changing calls from another site', () => {
  it('refuses a POST whose Origin is not the app', async () => {
    for (const path of ['/api/login', '/api/bet', '/api/withdraw', '/api/admin/users/x/balance']) {
      const response = await request(gateway.url).post(path).set('Origin', 'https://evil.example').send(credentials);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
  });

  it('refuses a POST a browser marks cross-site even without an Origin', async () => {
    const response = await request(gateway.url).post('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(response.status).toBe(403);
  });

  it("lets the app's own page through to the services", async () => {
    const response = await request(gateway.url)
      .post('/api/login')
      .set('Origin', APP_ORIGIN)
      .set('Sec-Fetch-Site', 'same-origin')
      .send(credentials);
    expect(response.status).toBe(503);
  });

  it('lets a client that is not a browser through, as it carries no cookie by accident', async () => {
    const response = await request(gateway.url).post('/api/login').send(credentials);
    expect(response.status).toBe(503);
  });

  it('leaves reads alone: a foreign page cannot read the answer anyway', async () => {
    const response = await request(gateway.url).get('/api/user').set('Origin', 'https://evil.example');
    expect(response.status).toBe(401);
  });
});
