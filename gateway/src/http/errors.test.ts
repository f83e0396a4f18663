import { AppError } from '@pkr/contracts';
import { createLogger } from '@pkr/platform';
import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from './errors';
import { requestContext } from './request-context';

/** An app whose routes fail the ways a route can, with the gateway's request context and error handler. */
function failingApp() {
  const logger = createLogger('errors-test', 'silent');
  const logged = vi.spyOn(logger, 'error');
  const app = express();
  app.use(requestContext(logger));
  app.get('/bug', () => {
    throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
  });
  app.get('/refused', () => {
    throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance', { needed: 100 });
  });
  app.get('/down', () => {
    throw new AppError('UNAVAILABLE', 'Service unavailable, please try again shortly', { subject: 'wallet.balance' });
  });
  app.use(errorHandler(logger));
  return { app, logged };
}

describe('error answers', () => {
  it('hides an unexpected failure behind a 500 and logs it with the request id', async () => {
    const { app, logged } = failingApp();
    const response = await request(app).get('/bug').set('X-Request-Id', 'trace-me-1');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error', requestId: 'trace-me-1' });
    expect(response.text).not.toMatch(/SELECT|users|at .*\.ts/);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: 'trace-me-1', err: expect.objectContaining({ message: expect.stringContaining('SELECT') }) }),
      'request failed',
    );
  });

  it("answers a service's refusal with its status, code, message and details", async () => {
    const { app } = failingApp();
    const response = await request(app).get('/refused');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Insufficient balance',
      code: 'INSUFFICIENT_FUNDS',
      requestId: response.headers['x-request-id'],
      details: { needed: 100 },
    });
  });

  it('keeps the internals of a server-side refusal (which subject failed) out of the answer', async () => {
    const { app } = failingApp();
    const response = await request(app).get('/down');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Service unavailable, please try again shortly', code: 'UNAVAILABLE', requestId: response.headers['x-request-id'] });
  });
});
