import { type RealityCheckMessage, realityCheckSubject } from '@pkr/contracts';
import { createLogger, type NatsBus, serveEndpoints } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayUnderTest } from './support/gateway-under-test';
import { type GatewaysOnOneBus, startGatewaysOnOneBus } from './support/gateways-on-one-bus';
import { playerWithBonus } from './support/http-session';
import { connectLive, type LiveClient } from './support/live-client';

/** Two gateways and the services on a real nats-server; a connection of its own stands in for the engine. */
let suite: GatewaysOnOneBus;
let gateways: GatewayUnderTest[];
let engine: NatsBus;

beforeAll(async () => {
  suite = await startGatewaysOnOneBus('reality_check', [{}, {}]);
  gateways = suite.gateways;
  engine = await suite.connect('engine-stand-in');
});
afterAll(() => suite?.stop());

const realityChecks = (live: LiveClient) => live.received.filter((message) => message.type === 'reality_check');

describe('a reality check', () => {
  it("reaches that player's sockets on every gateway, and nobody else's", async () => {
    const [alice, bob] = [await playerWithBonus(gateways[0]!.url, 'alice'), await playerWithBonus(gateways[0]!.url, 'bob')];
    const [aliceOnFirst, aliceOnSecond, bobOnFirst, anonymous] = await Promise.all([
      connectLive(gateways[0]!.wsUrl, { cookie: alice.cookie }),
      connectLive(gateways[1]!.wsUrl, { cookie: alice.cookie }),
      connectLive(gateways[0]!.wsUrl, { cookie: bob.cookie }),
      connectLive(gateways[1]!.wsUrl),
    ]);
    const forAlice: RealityCheckMessage = { type: 'reality_check', minutesPlayed: 60, netResult: -120.5, sessionStartedAt: '2026-04-01T08:00:00.000Z' };
    engine.publish(realityCheckSubject(alice.user.id), forAlice);
    for (const socket of [aliceOnFirst, aliceOnSecond]) {
      await expect(socket.next((message) => message.type === 'reality_check', 2_000)).resolves.toMatchObject(forAlice);
    }
    // Bob's own check comes after Alice's on the same path: once his socket has it, hers would have arrived first.
    engine.publish(realityCheckSubject(bob.user.id), { ...forAlice, minutesPlayed: 15 });
    await bobOnFirst.next((message) => message.type === 'reality_check', 2_000);
    expect(realityChecks(bobOnFirst)).toEqual([expect.objectContaining({ minutesPlayed: 15 })]);
    for (const socket of [aliceOnFirst, aliceOnSecond]) expect(realityChecks(socket)).toHaveLength(1);
    expect(realityChecks(anonymous)).toEqual([]);
    await Promise.all([aliceOnFirst, aliceOnSecond, bobOnFirst, anonymous].map((socket) => socket.close()));
  });

  it("is answered for the session's player through the engine's subject; a visitor is refused", async () => {
    const answered: string[] = [];
    const served = serveEndpoints(
      engine,
      {
        'game.reality-check.ack': ({ userId }) => {
          answered.push(userId);
          return { acknowledged: true };
        },
      },
      { queue: 'game', logger: createLogger('engine-stand-in', 'silent') },
    );
    await engine.flush();
    const player = await playerWithBonus(gateways[1]!.url, 'answerer');
    // A user id in the body is not read: the session names the player.
    const answer = await request(gateways[1]!.url).post('/api/responsible-play/reality-check/ack').set('Cookie', player.cookie).send({ userId: 'someone-else' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true });
    expect(answered).toEqual([player.user.id]);
    const visitor = await request(gateways[1]!.url).post('/api/responsible-play/reality-check/ack').send({});
    expect(visitor.status).toBe(401);
    expect(answered).toHaveLength(1);
    served.unsubscribe();
  });
});
