import { apiRoutes, type ApiRoute, type PlayerBet, pkrToPaisa } from '@pkr/contracts';
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Topology } from '../../infra/src/topology';
import { HttpClient } from '../e2e/support/http-client';
import { adminSession, balanceOf, newPlayer } from '../e2e/support/players';
import { startDistributed } from '../e2e/support/stacks';
import { ExpectedBalance } from './support/expected-balance';
import { hostileJson, hostileSegment, socketFrame } from './support/hostile-input';

const HTTP_RUNS = 1_000;
const SOCKET_FRAMES = 500;
/** Any answer slower than this counts as a hang. */
const ANSWER_WITHIN_MS = 10_000;
/**
 * The HTTP runs are 2,000 requests one after another (each call, then the balance): 36 s in CI, over 60 s with
 * every core of the machine kept busy (`make stress`), plus a round's wait for each bet with an auto cash-out. A
 * hang is caught per answer above, not by this bound.
 */
const HTTP_RUNS_WITHIN_MS = 240_000;
/** Betting, transition and a flight to the stack's 2.00x cap take under 20 s; a bet's outcome comes within them. */
const ROUND_WITHIN_MS = 60_000;
/** A payout is credited just after its win is written. */
const PAYOUT_WITHIN_MS = 10_000;
/** What the fuzzing player holds at the start, so bets, purchases and withdrawals can be accepted from the first call. */
const STAKE_PKR = 5_000;
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
  return { status: response.status, text: await response.text() };
}

/** The fields of a JSON object body; any other body has none. */
function fieldsOf(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const paisaOf = async (player: HttpClient) => pkrToPaisa(await balanceOf(player));

/** A bet as the player's history has it once its round has decided it. */
async function outcomeOf(player: HttpClient, betId: string): Promise<PlayerBet> {
  let outcome: PlayerBet | undefined;
  await expect
    .poll(
      async () => {
        outcome = (await player.get<{ bets: PlayerBet[] }>('/api/user/bets')).body.bets.find((bet) => bet.id === betId);
        return outcome?.status;
      },
      { timeout: ROUND_WITHIN_MS, interval: 200 },
    )
    .toMatch(/^(won|lost|voided)$/);
  return outcome!;
}

/** Routes that end the caller's session are fuzzed without one, so the rest keep theirs. */
const endsSession = (route: ApiRoute) => route.path.endsWith('/logout');

describe('hostile input on every /api route', () => {
  it('never answers 5xx, never hangs, and moves money exactly as each accepted call says, never on a refused one', { timeout: HTTP_RUNS_WITHIN_MS }, async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const admin = await adminSession(stack.gatewayUrl);
    const visitor = new HttpClient(stack.gatewayUrl);
    const stake = await admin.post(`/api/admin/users/${user.id}/balance`, { amount: STAKE_PKR, reason: 'Fuzzing stake' });
    expect(stake.status, JSON.stringify(stake.body)).toBe(200);
    // The 3 free coins newPlayer waited for, and the stake.
    const expected = new ExpectedBalance(user.id, pkrToPaisa(3 + STAKE_PKR));
    expect(await paisaOf(player)).toBe(expected.paisa);
    let tried = 0;
    let moved = 0;
    const routeArb = fc.constantFrom(...apiRoutes);
    await fc.assert(
      fc.asyncProperty(routeArb, hostileJson, fc.array(hostileSegment, { minLength: 3, maxLength: 3 }), async (route, body, segments) => {
        let segment = 0;
        const path = route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'userId' && segments[0]!.length % 2 === 0 ? user.id : encodeURIComponent(segments[segment++ % 3]!)));
        const query = route.method === 'GET' ? `?${new URLSearchParams({ limit: segments[1]!, sort: segments[2]!, before: segments[0]!, query: segments[1]!, type: segments[2]! })}` : '';
        const caller = endsSession(route) ? visitor : route.access === 'admin' ? admin : player;
        const { status, text } = await sendRaw(caller, route.method, path + query, route.method === 'POST' ? body : undefined);
        tried += 1;
        const call = `${route.method} ${path} ${body.slice(0, 200)} answered ${status} ${text.slice(0, 200)}`;
        expect(status, call).toBeLessThan(500);
        const before = expected.paisa;
        // Only a POST moves money, and every POST answers JSON.
        const autoCashout = status < 400 && route.method === 'POST' ? expected.accept(route, path, fieldsOf(body), JSON.parse(text)) : undefined;
        if (autoCashout) {
          // The engine pays an auto cash-out with no call to answer it: the round decides the bet before the next call.
          expected.settle(autoCashout, await outcomeOf(player, autoCashout.id));
          await expect.poll(() => paisaOf(player), { timeout: PAYOUT_WITHIN_MS, message: call }).toBe(expected.paisa);
        } else {
          expect(await paisaOf(player), call).toBe(expected.paisa);
        }
        if (expected.paisa !== before) moved += 1;
      }),
      // The balance carries from call to call: a failure is told as it came, not shrunk through calls that start off it.
      { numRuns: HTTP_RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`fuzzed ${tried} /api calls over ${apiRoutes.length} routes (seed ${SEED}); ${moved} moved the player's money`);
    expect(tried).toBe(HTTP_RUNS);
  });
});

describe('hostile frames on the live socket', () => {
  it('answers or closes with a protocol code, and the gateway keeps serving', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const frames = fc.sample(socketFrame, { numRuns: SOCKET_FRAMES, seed: SEED });
    const closes: number[] = [];
    let sent = 0;
    // A fresh socket per 30 frames stays inside the per-socket message budget, so each frame is judged. The frames
    // go to a gateway itself, not through the balancer: a gateway that closes on an oversized frame stops reading
    // the rest of the burst, and the reset of its unread bytes makes the balancer drop the connection before the
    // close frame reaches the client, which then sees 1006 where the gateway sent 1009.
    const gatewaySocketUrl = `${(stack.gatewayUrls[0] ?? stack.gatewayUrl).replace('http', 'ws')}/ws`;
    for (let start = 0; start < frames.length; start += 30) {
      const socket = new WebSocket(gatewaySocketUrl, { headers: { cookie: player.cookieHeader(), origin: stack.gatewayUrl } });
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
