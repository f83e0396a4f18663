import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewaysOnOneBus, startGatewaysOnOneBus } from './support/gateways-on-one-bus';
import { registerPlayer, sessionCookieOf } from './support/http-session';
import { connectLive } from './support/live-client';

let run: GatewaysOnOneBus;
let url: string;
beforeAll(async () => {
  run = await startGatewaysOnOneBus('responsible_play', [{}, {}]);
  url = run.gateways[0]!.url;
});
afterAll(async () => run?.stop());

const DAY = 24 * 60 * 60 * 1000;

describe('/api/responsible-play', () => {
  it('answers a new player with no limits, no break, no exclusion and a 60-minute reality check', async () => {
    const { cookie } = await registerPlayer(url, 'fresh');
    const response = await request(url).get('/api/responsible-play').set('Cookie', cookie);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      depositLimits: { daily: null, weekly: null, monthly: null },
      lossLimitDaily: null,
      pendingIncreases: [],
      breakUntil: null,
      selfExcludedUntil: null,
      realityCheckMinutes: 60,
    });
    expect((await request(url).get('/api/responsible-play')).status).toBe(401);
  });

  it('holds first and lower limits at once, shows a raise or a removal as pending, and cancels it', async () => {
    const { cookie } = await registerPlayer(url, 'limits');
    const first = await request(url).put('/api/responsible-play/limits').set('Cookie', cookie).send({ depositLimits: { daily: 1000, weekly: 5000.5 }, lossLimitDaily: 500 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ depositLimits: { daily: 1000, weekly: 5000.5, monthly: null }, lossLimitDaily: 500, pendingIncreases: [] });

    const before = Date.now();
    const raised = await request(url).put('/api/responsible-play/limits').set('Cookie', cookie).send({ depositLimits: { daily: 2000 }, lossLimitDaily: null });
    expect(raised.body).toMatchObject({ depositLimits: { daily: 1000 }, lossLimitDaily: 500 });
    expect(raised.body.pendingIncreases).toEqual([
      { kind: 'depositDaily', amount: 2000, effectiveAt: expect.any(String) },
      { kind: 'lossDaily', amount: null, effectiveAt: expect.any(String) },
    ]);
    const wait = Date.parse(raised.body.pendingIncreases[0].effectiveAt) - before;
    expect(wait).toBeGreaterThanOrEqual(DAY - 1_000);
    expect(wait).toBeLessThan(DAY + 60_000);

    const cancelled = await request(url).delete('/api/responsible-play/limits/pending/depositDaily').set('Cookie', cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.pendingIncreases).toEqual([{ kind: 'lossDaily', amount: null, effectiveAt: expect.any(String) }]);
    expect((await request(url).delete('/api/responsible-play/limits/pending/weeklyish').set('Cookie', cookie)).status).toBe(404);

    const history = await request(url).get('/api/responsible-play/history').set('Cookie', cookie);
    expect(history.body.changes.map((change: { change: string; kind: string; amount: number | null }) => [change.change, change.kind, change.amount])).toEqual([
      ['limit-increase-cancelled', 'depositDaily', 2000],
      ['limit-increase-requested', 'lossDaily', null],
      ['limit-increase-requested', 'depositDaily', 2000],
      ['limit-set', 'lossDaily', 500],
      ['limit-set', 'depositWeekly', 5000.5],
      ['limit-set', 'depositDaily', 1000],
    ]);
  });

  it('names the field of a refused form', async () => {
    const { cookie } = await registerPlayer(url, 'forms');
    const put = (path: string, body: object) => request(url).put(path).set('Cookie', cookie).send(body);
    const zero = await put('/api/responsible-play/limits', { depositLimits: { monthly: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ message: 'A limit must be more than 0 PKR', details: { issues: [{ path: 'depositLimits.monthly' }] } });
    const text = await put('/api/responsible-play/limits', { lossLimitDaily: '500' });
    expect(text.body).toMatchObject({ details: { issues: [{ path: 'lossLimitDaily' }] } });
    const minutes = await put('/api/responsible-play/reality-check', { minutes: 10 });
    expect(minutes.status).toBe(400);
    expect(minutes.body).toMatchObject({ message: 'Reality check interval must be between 15 and 120 minutes', details: { issues: [{ path: 'minutes' }] } });
    const period = await request(url).post('/api/responsible-play/break').set('Cookie', cookie).send({ period: '2h' });
    expect(period.status).toBe(400);
    expect(period.body).toMatchObject({ details: { issues: [{ path: 'period' }] } });
  });

  it('takes a break and sets the reality check', async () => {
    const { cookie } = await registerPlayer(url, 'pause');
    const before = Date.now();
    const paused = await request(url).post('/api/responsible-play/break').set('Cookie', cookie).send({ period: '7d' });
    expect(paused.status).toBe(200);
    expect(Date.parse(paused.body.breakUntil) - before).toBeGreaterThanOrEqual(7 * DAY - 1_000);
    const check = await request(url).put('/api/responsible-play/reality-check').set('Cookie', cookie).send({ minutes: 15 });
    expect(check.body).toMatchObject({ realityCheckMinutes: 15, breakUntil: paused.body.breakUntil });
  });
});

describe('self-exclusion over HTTP', () => {
  it('ends every session and open socket of the player on every gateway, and the player can still log in', async () => {
    const [first, second] = run.gateways as [(typeof run.gateways)[0], (typeof run.gateways)[0]];
    const player = await registerPlayer(first.url, 'leaving');
    const login = await request(second.url).post('/api/login').send({ username: player.username, password: 'secret123' });
    const elsewhere = sessionCookieOf(login);
    const sockets = await Promise.all([connectLive(first.wsUrl, { cookie: player.cookie }), connectLive(second.wsUrl, { cookie: elsewhere })]);

    const excluded = await request(first.url).post('/api/responsible-play/self-exclusion').set('Cookie', player.cookie).send({ period: '1y' });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    expect(excluded.body.selfExcludedUntil).not.toBeNull();
    expect(String(excluded.headers['set-cookie'])).toMatch(/^session=;/);

    for (const socket of sockets) await expect(socket.closed).resolves.toEqual({ code: 4001, reason: 'Session ended' });
    expect((await request(first.url).get('/api/user').set('Cookie', player.cookie)).status).toBe(401);
    expect((await request(second.url).get('/api/user').set('Cookie', elsewhere)).status).toBe(401);

    const again = await request(second.url).post('/api/login').send({ username: player.username, password: 'secret123' });
    expect(again.status).toBe(200);
    const view = await request(second.url).get('/api/responsible-play').set('Cookie', sessionCookieOf(again));
    expect(view.body.selfExcludedUntil).toBe(excluded.body.selfExcludedUntil);
    const shorter = await request(second.url).post('/api/responsible-play/self-exclusion').set('Cookie', sessionCookieOf(again)).send({ period: '6m' });
    expect(shorter.body.selfExcludedUntil).toBe(excluded.body.selfExcludedUntil);
  });
});
