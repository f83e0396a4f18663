import { apiRoutes, type ApiRoute } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Topology } from '../../infra/src/topology';
import { HttpClient } from '../e2e/support/http-client';
import { adminSession, newPlayer } from '../e2e/support/players';
import { startDistributed } from '../e2e/support/stacks';

type Caller = 'visitor' | 'player' | 'admin';

let stack: Topology;
let someUserId: string;
beforeAll(async () => {
  stack = await startDistributed(inject('pgAdminUrl'), 'security_matrix');
  const someone = await new HttpClient(stack.gatewayUrl).post<{ id: string }>('/api/register', { username: `matrix${Date.now().toString(36)}`, password: 'player-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' });
  someUserId = someone.body.id;
});
afterAll(async () => stack?.stop());

/** A fresh session of each kind per call, so a logout route ends only its own. */
async function session(caller: Caller): Promise<HttpClient> {
  if (caller === 'visitor') return new HttpClient(stack.gatewayUrl);
  return caller === 'admin' ? adminSession(stack.gatewayUrl) : (await newPlayer(stack.gatewayUrl)).client;
}

const pathParams: Record<string, () => string> = {
  gameType: () => 'crash',
  roundId: () => '1',
  userId: () => someUserId,
  id: () => '00000000-0000-4000-8000-000000000000',
  kind: () => 'depositDaily',
  room: () => 'crash',
  messageId: () => '1',
};

function concrete(route: ApiRoute): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => pathParams[name]?.() ?? name);
}

/** What a caller may expect of a route: refused as a visitor (401), refused as a player (403), or let through. */
function expected(route: ApiRoute, caller: Caller): 401 | 403 | 'through' {
  if (route.access === 'public') return 'through';
  if (caller === 'visitor') return 401;
  if (route.access === 'admin' && caller === 'player') return 403;
  return 'through';
}

const cases = apiRoutes.flatMap((route) => (['visitor', 'player', 'admin'] as const).map((caller) => [`${route.method} ${route.path}`, caller, route] as const));

describe('every /api route of the contracts, for every kind of caller', () => {
  it.each(cases)('%s as a %s', async (_name, caller, route) => {
    const client = await session(caller);
    const answer = await client.request(route.method, concrete(route), route.method === 'POST' || route.method === 'PUT' ? {} : undefined);
    const want = expected(route, caller);
    if (want === 'through') {
      expect([401, 403], JSON.stringify(answer.body)).not.toContain(answer.status);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(want);
      expect(answer.body).toMatchObject({ message: want === 401 ? 'Not logged in' : 'Admin access required' });
    }
  });
});
