import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { api, ApiError, createRequestId, getErrorMessage } from './api-client';

const failure = { message: 'Invalid username or password', code: 'UNAUTHENTICATED', requestId: 'abc-123' };

describe('api client', () => {
  it('sends cookies, JSON and a fresh random request id with every call', async () => {
    const { calls } = stubFetch({ '/api/login': { body: { id: 'u1' } } });
    await api.post('/api/login', { username: 'alice', password: 'secret1' });
    await api.post('/api/login', { username: 'alice', password: 'secret1' });

    const [first, second] = calls;
    const headers = first!.init.headers as Record<string, string>;
    expect(first!.init.credentials).toBe('include');
    expect(first!.init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(first!.init.body).toBe(JSON.stringify({ username: 'alice', password: 'secret1' }));
    expect(headers['X-Request-Id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((second!.init.headers as Record<string, string>)['X-Request-Id']).not.toBe(headers['X-Request-Id']);
  });

  it('turns a non-OK answer into an ApiError reading "status: body" with status, url and parsed details', async () => {
    stubFetch({ '/api/login': { status: 401, statusText: 'Unauthorized', body: failure } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const error = await api.post('/api/login', { username: 'alice', password: 'wrong-one' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`401: ${JSON.stringify(failure)}`);
    expect(apiError.statusCode).toBe(401);
    expect(apiError.statusText).toBe('Unauthorized');
    expect(apiError.url).toBe('/api/login');
    expect(apiError.details).toEqual(failure);
    expect(apiError.requestId).toBe('server-request-id');
    expect(apiError.serverMessage).toBe('Invalid username or password');
    expect(getErrorMessage(apiError, 'fallback')).toBe('Invalid username or password');
  });

  it('keeps a body that is not JSON as text and falls back to the status text when empty', async () => {
    stubFetch({ '/api/stats': { status: 502, statusText: 'Bad Gateway', body: 'upstream down' }, '/api/x': { status: 500, statusText: 'Internal Server Error' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const textError = (await api.get('/api/stats').catch((e: unknown) => e)) as ApiError;
    expect(textError.message).toBe('502: upstream down');
    expect(textError.details).toBeUndefined();
    expect(getErrorMessage(textError, 'Something failed')).toBe('Something failed');

    const emptyError = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(emptyError.message).toBe('500: Internal Server Error');
  });

  it('logs 401 as an expired session, 403 as no permission and 5xx as a server error', async () => {
    stubFetch({
      '/api/user': { status: 401, body: failure },
      '/api/admin/users': { status: 403, body: { message: 'Forbidden' } },
      '/api/stats': { status: 500, body: { message: 'boom' } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    await api.get('/api/user').catch(() => {});
    await api.get('/api/admin/users').catch(() => {});
    await api.get('/api/stats').catch(() => {});

    expect(warn.mock.calls[0]?.[0]).toContain('not logged in or session expired');
    expect(warn.mock.calls[1]?.[0]).toContain('no permission');
    expect(error.mock.calls[0]?.[0]).toContain('server error');
  });

  it('answers parsed JSON, or undefined for an empty body', async () => {
    stubFetch({ '/api/user': { body: { id: 'u1', username: 'alice' } }, '/api/logout': {} });
    await expect(api.get('/api/user')).resolves.toEqual({ id: 'u1', username: 'alice' });
    await expect(api.post('/api/logout')).resolves.toBeUndefined();
  });

  it('makes v4 request ids without crypto.randomUUID (plain http pages)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      expect(createRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
  });
});
