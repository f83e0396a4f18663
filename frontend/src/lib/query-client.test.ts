import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery, STALE_TIME_MS } from './query-client';

const apiError = (status: number) => new ApiError(status, '', '/api/x', '{}', {}, undefined);

describe('query defaults', () => {
  it('retries a failed query at most twice', () => {
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(2, apiError(500))).toBe(false);
  });

  it('never retries 401 or 403', () => {
    expect(shouldRetryQuery(0, apiError(401))).toBe(false);
    expect(shouldRetryQuery(0, apiError(403))).toBe(false);
    expect(shouldRetryQuery(0, apiError(404))).toBe(true);
  });

  it('answers a query from the cache for 5 minutes, then asks the server again', async () => {
    const { calls } = stubFetch({ '/api/stats': [{ body: { players: 1 } }, { body: { players: 2 } }] });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/stats'] })).resolves.toEqual({ players: 1 });
    now.mockReturnValue(1_000_000 + STALE_TIME_MS - 1);
    await expect(client.fetchQuery({ queryKey: ['/api/stats'] })).resolves.toEqual({ players: 1 });
    expect(calls).toHaveLength(1);
    now.mockReturnValue(1_000_000 + STALE_TIME_MS + 1);
    await expect(client.fetchQuery({ queryKey: ['/api/stats'] })).resolves.toEqual({ players: 2 });
    expect(calls).toHaveLength(2);
  });

  it('tries a failed mutation once only', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const observer = new MutationObserver(client, { mutationFn });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('asks three times in all for a server error, once for a 401', async () => {
    const { calls } = stubFetch({
      '/api/stats': { status: 500, body: { message: 'boom' } },
      '/api/user': { status: 401, body: { message: 'Not logged in' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });

    await expect(client.fetchQuery({ queryKey: ['/api/stats'] })).rejects.toBeInstanceOf(ApiError);
    await expect(client.fetchQuery({ queryKey: ['/api/user'] })).rejects.toMatchObject({ statusCode: 401 });

    expect(calls.filter((call) => call.url === '/api/stats')).toHaveLength(3);
    expect(calls.filter((call) => call.url === '/api/user')).toHaveLength(1);
  });

  it('GETs the first element of the query key when a query has no function of its own', async () => {
    const { calls } = stubFetch({ '/api/leaderboard?limit=10': { body: [{ rank: 1 }] } });
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/leaderboard?limit=10', 'extra'] })).resolves.toEqual([{ rank: 1 }]);
    expect(calls[0]?.url).toBe('/api/leaderboard?limit=10');
    expect(calls[0]?.init.method).toBe('GET');
  });
});
