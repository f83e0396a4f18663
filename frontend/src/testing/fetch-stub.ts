import { vi } from 'vitest';

export type StubCall = { url: string; init: RequestInit };
export type StubReply = { status?: number; body?: unknown; statusText?: string };

/** Replaces fetch with a queue of answers per URL; records every call. */
export function stubFetch(routes: Record<string, StubReply | StubReply[] | (() => never)>) {
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes[url];
    if (route === undefined) throw new Error(`Unexpected fetch of ${url}`);
    if (typeof route === 'function') return route();
    const reply: StubReply = Array.isArray(route) ? (route.length > 1 ? route.shift()! : route[0]!) : route;
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? '',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'server-request-id' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}
