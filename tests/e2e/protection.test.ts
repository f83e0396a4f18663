import { randomUUID } from 'node:crypto';
import { pakistanDate, protectionMessages, type ResponsiblePlay } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { askOnBus } from './support/bus';
import { controlNextRound } from './support/game-control';
import { HttpClient, uniqueName } from './support/http-client';
import { type LiveMessage, LiveSocket } from './support/live-socket';
import { adminSession, balanceOf, fund, newPlayer, type TransactionBody } from './support/players';
import { startDistributed } from './support/stacks';

const isCrash = (type: string, round?: number) => (message: LiveMessage) =>
  message.type === type && message.gameType === 'crash' && (round === undefined || message.round === round);

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const deposit = (amount: number) => ({ amount, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: `TX-${randomUUID()}` });

describe('player protection in the distributed run', () => {
  let stack: Awaited<ReturnType<typeof startDistributed>>;
  let admin: HttpClient;
  beforeAll(async () => {
    stack = await startDistributed(inject('pgAdminUrl'), 'protection');
    admin = await adminSession(stack.gatewayUrl);
  });
  afterAll(async () => stack?.stop());

  it('ends the sockets and sessions of a player who excludes themselves mid-round, lets the bet in flight ride, and takes nothing more', async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    // Another player's socket watches the round, since the excluded player's own socket closes.
    const { client: watcher } = await newPlayer(stack.gatewayUrl);
    const [live, watch] = await Promise.all([LiveSocket.open(player), LiveSocket.open(watcher)]);

    // The round flies towards 3.00x, about 18 s of flight: the exclusion lands while the bet is in the air.
    const round = await controlNextRound(admin, 'crash', 3);
    await watch.next(isCrash('betting_phase', round), 90_000);
    const before = await balanceOf(player);
    const bet = await player.post('/api/bet', { amount: 100, gameType: 'crash' });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    await watch.next(isCrash('game_tick', round), 30_000);

    const excluded = await player.post<ResponsiblePlay>('/api/responsible-play/self-exclusion', { period: '6m' });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    expect(watch.messages.some(isCrash('game_crash', round)), 'the round crashed before the exclusion answered').toBe(false);
    const until = new Date(excluded.body.selfExcludedUntil!);
    expect(until.getTime()).toBeGreaterThan(Date.now() + 150 * DAY_MS);
    const refusal = protectionMessages.selfExcluded(until, new Date());

    expect(await live.closed).toEqual({ code: 4001, reason: 'Session ended' });
    expect((await player.get('/api/user')).status).toBe(401);
    expect((await player.post('/api/bet', { amount: 100, gameType: 'crash' })).status).toBe(401);

    // The wallet refuses a bet's debit on its own, asked over the bus as the engine asks it.
    const debit = await askOnBus(stack, 'game-engine', 'wallet.debit.batch', {
      moves: [{ transferId: `e2e-bet-${randomUUID()}`, userId: user.id, amount: 100_00, kind: 'bet' }],
    });
    expect(debit).toMatchObject({ ok: true, data: { outcomes: [{ refused: { code: 'FORBIDDEN', status: 403, message: refusal } }] } });

    // The bet already placed still rides and settles: it is lost at 3.00x, nobody having cashed it out.
    const crash = await watch.next(isCrash('game_crash', round), 60_000);
    expect(crash.crashPoint).toBe(3);

    const again = new HttpClient(stack.gatewayUrl);
    const login = await again.post('/api/login', { username: user.username, password: 'player-pass' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    await expect.poll(() => balanceOf(again), { timeout: 10_000 }).toBe(before - 100);

    // The gateway holds no rule of its own: the next bet, in a betting phase, is the engine's refusal.
    const next = await controlNextRound(admin, 'crash', 1.2);
    await watch.next(isCrash('betting_phase', next), 90_000);
    const refused = await again.post<{ message: string }>('/api/bet', { amount: 100, gameType: 'crash' });
    expect(refused).toMatchObject({ status: 403, body: { message: refusal } });
    await watch.next(isCrash('game_crash', next), 60_000);
    expect(await balanceOf(again)).toBe(before - 100);

    const state = await again.get<ResponsiblePlay>('/api/responsible-play');
    expect(state.body.selfExcludedUntil).toBe(excluded.body.selfExcludedUntil);
    const depositRefused = await again.post<{ message: string }>('/api/deposit', deposit(500));
    expect(depositRefused).toMatchObject({ status: 403, body: { message: refusal } });
    const withdrawal = await again.post<TransactionBody>('/api/withdraw', { amount: 500, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: '03001234567' });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    expect(withdrawal.body).toMatchObject({ type: 'withdraw', status: 'pending', amount: 500 });
    expect(await balanceOf(again)).toBe(before - 100 - 500);
    watch.close();
  }, 180_000);

  it('refuses a deposit over the daily limit with the limit and when there is room again', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const limits = await player.request<ResponsiblePlay>('PUT', '/api/responsible-play/limits', { depositLimits: { daily: 1000 } });
    expect(limits.status, JSON.stringify(limits.body)).toBe(200);
    expect(limits.body.depositLimits.daily).toBe(1000);

    const first = await player.post<TransactionBody & { createdAt: string }>('/api/deposit', deposit(600));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const over = await player.post<{ message: string }>('/api/deposit', deposit(500));
    // The pending Rs. 600 leaves the 24-hour window a day after it was asked for (rounded up to the minute); the whole
    // Rs. 1,000 fits then.
    const roomAt = new Date(Math.ceil((new Date(first.body.createdAt).getTime() + DAY_MS) / MINUTE_MS) * MINUTE_MS);
    expect(over).toMatchObject({ status: 400, body: { message: protectionMessages.depositLimit('depositDaily', 1000_00, 1000_00, roomAt, new Date()) } });
    expect((await player.get<TransactionBody[]>('/api/transactions')).body.map((row) => row.amount)).toEqual([600]);
  });

  it('refuses a registration under 18 on the day in Pakistan', async () => {
    const [year, month, day] = pakistanDate(new Date()).split('-').map(Number) as [number, number, number];
    // Eighteen years ago tomorrow: the eighteenth birthday is tomorrow.
    const dateOfBirth = new Date(Date.UTC(year - 18, month - 1, day + 1)).toISOString().slice(0, 10);
    const client = new HttpClient(stack.gatewayUrl);
    const refused = await client.post<{ message: string }>('/api/register', { username: uniqueName('p'), password: 'player-pass', phone: 'p@example.com', dateOfBirth });
    expect(refused).toMatchObject({ status: 400, body: { message: 'You must be 18 or older to play' } });
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
