import { apiRoutes, type ApiRoute } from '@pkr/contracts';
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Topology } from '../../infra/src/topology';
import { HttpClient } from '../e2e/support/http-client';
import { adminSession, balanceOf, newPlayer } from '../e2e/support/players';
import { startDistributed } from '../e2e/support/stacks';
import { hostileJson, hostileSegment, socketFrame } from './support/hostile-input';

const HTTP_RUNS = 1_000;
const SOCKET_FRAMES = 500;
/** Any answer slower than this counts as a hang. */
const ANSWER_WITHIN_MS = 10_000;
/**
 * The HTTP runs are 2,000 requests one after another (each call, then the balance): 36 s in CI, over 60 s with
 * every core of the machine kept busy (`make stress`). A hang is caught per answer above, not by this bound.
 */
const HTTP_RUNS_WITHIN_MS = 240_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let stack: Topology;
beforeAll(async () => {
  stack = await startDistributed(inject('pgAdminUrl'), 'security_fuzz');
});
afterAll(async () => stack?.stop());

/** Sends a raw body (not necessarily JSON) with the client's cookie, as a browser page of the app would. */
async function sendRaw(client: HttpClient, method: string, path: string, body: string | undefined) {
  const response = await fetch(`${stack.gatewayUrl}${path}`, {
    method,
    headers: { cookie: client.cookieHeader(), origin: stack.gatewayUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Routes that end the caller's session are fuzzed without one, so the rest keep theirs. */
const endsSession = (route: ApiRoute) => route.path.endsWith('/logout');

describe('hostile input on every /api route', () => {
  it('never answers 5xx, never hangs, and never moves money on a refused call', { timeout: HTTP_RUNS_WITHIN_MS }, async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const admin = await adminSession(stack.gatewayUrl);
    const visitor = new HttpClient(stack.gatewayUrl);
    let expectedBalance = await balanceOf(player);
    let tried = 0;
    const routeArb = fc.constantFrom(...apiRoutes);
    await fc.assert(
      fc.asyncProperty(routeArb, hostileJson, fc.array(hostileSegment, { minLength: 3, maxLength: 3 }), async (route, body, segments) => {
        let segment = 0;
        const path = route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'userId' && segments[0]!.length % 2 === 0 ? user.id : encodeURIComponent(segments[segment++ % 3]!)));
        const query = route.method === 'GET' ? `?${new URLSearchParams({ limit: segments[1]!, sort: segments[2]!, before: segments[0]!, query: segments[1]!, type: segments[2]! })}` : '';
        const caller = endsSession(route) ? visitor : route.access === 'admin' ? admin : player;
        const status = await sendRaw(caller, route.method, path + query, route.method === 'POST' ? body : undefined);
        tried += 1;
        expect(status, `${route.method} ${path} ${body.slice(0, 200)}`).toBeLessThan(500);
        const balance = await balanceOf(player);
        if (status >= 400) expect(balance, `${route.method} ${path} ${body.slice(0, 200)}`).toBe(expectedBalance);
        expectedBalance = balance;
      }),
      { numRuns: HTTP_RUNS, seed: SEED },
    );
    console.log(`fuzzed ${tried} /api calls over ${apiRoutes.length} routes (seed ${SEED})`);
    expect(tried).toBe(HTTP_RUNS);
  });
});

describe('hostile frames on the live socket', () => {
  it('answers or closes with a protocol code, and the gateway keeps serving', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const frames = fc.sample(socketFrame, { numRuns: SOCKET_FRAMES, seed: SEED });
    const closes: number[] = [];
    let sent = 0;
    // A fresh socket per 30 frames stays inside the per-socket message budget, so each frame is judged.
    for (let start = 0; start < frames.length; start += 30) {
      const socket = new WebSocket(`${stack.gatewayUrl.replace('http', 'ws')}/ws`, { headers: { cookie: player.cookieHeader(), origin: stack.gatewayUrl } });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      for (const frame of frames.slice(start, start + 30)) {
        socket.send(frame);
        sent += 1;
      }
      const pong = new Promise<'pong'>((resolve) => socket.on('message', (data) => String(data).includes('"pong"') && resolve('pong')));
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
      const outcome = await Promise.race([pong, closed]);
      if (outcome !== 'pong') closes.push(outcome);
      socket.close(1000, 'Component unmounted');
    }
    console.log(`fuzzed ${sent} live socket frames (seed ${SEED})`);
    for (const code of closes) expect([1008, 1009]).toContain(code);
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
  });
});
