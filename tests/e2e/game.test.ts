import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleOf } from '../../infra/src/service-bundles';
import type { Topology } from '../../infra/src/topology';
import { controlNextRound, winPkr } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { LiveSocket } from './support/live-socket';
import { has, scrape, scrapeAll, total } from './support/metrics';
import { adminSession, balanceOf, fund, newPlayer } from './support/players';
import { startDistributed } from './support/stacks';

const isCrash = (type: string, round?: number) => (message: { type: string; gameType?: string; round?: number }) =>
  message.type === type && message.gameType === 'crash' && (round === undefined || message.round === round);

describe('a live Crash round through the gateway', () => {
  let stack: Topology;
  let admin: HttpClient;
  beforeAll(async () => {
    stack = await startDistributed(inject('pgAdminUrl'), 'game');
    admin = await adminSession(stack.gatewayUrl);
  });
  afterAll(async () => stack?.stop());

  /** Fixes the crash point of an upcoming round (admin game control) and waits for its betting phase. */
  async function upcomingRound(live: LiveSocket, crashPoint: number): Promise<number> {
    const round = await controlNextRound(admin, 'crash', crashPoint);
    await live.next(isCrash('betting_phase', round), 90_000);
    return round;
  }

  it('pays a cash-out at the engine multiplier and takes a lost bet, exactly', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    const live = await LiveSocket.open(player);
    await live.next((message) => message.type === 'game_state' && message.gameType === 'crash', 10_000);

    const winning = await upcomingRound(live, 3);
    const before = await balanceOf(player);
    const bet = await player.post<{ bet: { id: string; amount: number } }>('/api/bet', { amount: 100, gameType: 'crash' });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(bet.body.bet.amount).toBe(100);
    expect(await balanceOf(player)).toBe(before - 100);

    await live.next((message) => isCrash('game_tick', winning)(message) && (message.multiplier ?? 0) >= 1.5, 30_000);
    const polled = await player.get<{ crashPoint: number | null; isRunning: boolean }>('/api/game/crash');
    expect(polled.body).toMatchObject({ isRunning: true, crashPoint: null });
    const cashout = await player.post<{ winAmount: number; multiplier: number }>('/api/cashout', { gameType: 'crash' });
    expect(cashout.status, JSON.stringify(cashout.body)).toBe(200);
    expect(cashout.body.multiplier).toBeGreaterThanOrEqual(1.5);
    expect(cashout.body.winAmount).toBe(winPkr(100, cashout.body.multiplier));
    const again = await player.post('/api/cashout', { gameType: 'crash' });
    expect(again.status).toBe(400);
    await expect.poll(() => balanceOf(player), { timeout: 10_000 }).toBe(before - 100 + cashout.body.winAmount);
    const crash = await live.next(isCrash('game_crash', winning), 60_000);
    expect(crash.crashPoint).toBe(3);

    const losing = await upcomingRound(live, 1.2);
    const beforeLoss = await balanceOf(player);
    expect((await player.post('/api/bet', { amount: 250, gameType: 'crash' })).status).toBe(200);
    const lost = await live.next(isCrash('game_crash', losing), 30_000);
    expect(lost.crashPoint).toBe(1.2);
    expect(await balanceOf(player)).toBe(beforeLoss - 250);
    expect(losing).toBeGreaterThan(winning);
    live.close();
  }, 180_000);

  it("starts the wallet and every gateway with room for their young generation's garbage, as their Dockerfiles do", () => {
    const gateways = [...stack.processes.keys()].filter((name) => name.startsWith('gateway'));
    expect(gateways.length).toBeGreaterThan(0);
    const bundles = new Map([['wallet', bundleOf('wallet')], ...gateways.map((name) => [name, bundleOf('gateway')] as const)]);
    for (const [name, bundle] of bundles) {
      const commandLine = readFileSync(`/proc/${stack.processes.get(name)!.child.pid}/cmdline`, 'utf8').split('\0');
      expect(commandLine, name).toContain('--max-semi-space-size=64');
      expect(commandLine.at(-2)?.endsWith(bundle), commandLine.join(' ')).toBe(true);
    }
  });

  it('serves each process its metrics, which a bet, a cancel, a cash-out and a deposit request move', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    const live = await LiveSocket.open(player);
    await live.next((message) => message.type === 'game_state' && message.gameType === 'crash', 10_000);
    const before = await scrapeAll(stack.metricsUrls);
    for (const [name, samples] of before) expect(has(samples, 'process_cpu_user_seconds_total') && has(samples, 'nodejs_eventloop_lag_seconds'), name).toBe(true);
    const request = await player.post('/api/deposit', { amount: 500, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: 'TX-METRICS' });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);

    // The leaderboard stops answering, so the round's settled event waits in the engine's outbox.
    const leaderboard = stack.processes.get('leaderboard')!.child;
    const engines = [...stack.metricsUrls].filter(([name]) => name.startsWith('game-engine')).map(([, url]) => url);
    // Both engines read the one engine database, so each reports the whole backlog: the larger report is the backlog.
    const settledOutbox = async () => {
      const scrapes = await Promise.all(engines.map((url) => scrape(url)));
      const largest = (name: string) => Math.max(...scrapes.map((samples) => total([samples], name, { service: 'game-engine', subject: 'leaderboard.on.bet-settled' })));
      return { waiting: largest('pkr_outbox_backlog') >= 1, aged: largest('pkr_outbox_oldest_age_seconds') > 0 };
    };
    leaderboard.kill('SIGSTOP');
    let winAmount: number;
    try {
      const round = await upcomingRound(live, 1.15);
      expect((await player.post('/api/bet', { amount: 100, gameType: 'crash' })).status).toBe(200);
      expect((await player.post('/api/bet/cancel', { gameType: 'crash', slot: 1 })).status).toBe(200);
      expect((await player.post('/api/bet', { amount: 50, gameType: 'crash', slot: 2 })).status).toBe(200);
      await live.next((message) => isCrash('game_tick', round)(message) && (message.multiplier ?? 0) >= 1.05, 30_000);
      const cashout = await player.post<{ winAmount: number }>('/api/cashout', { gameType: 'crash', slot: 2 });
      expect(cashout.status, JSON.stringify(cashout.body)).toBe(200);
      winAmount = cashout.body.winAmount;
      await live.next(isCrash('game_crash', round), 30_000);
      await expect.poll(settledOutbox, { timeout: 10_000 }).toEqual({ waiting: true, aged: true });
    } finally {
      leaderboard.kill('SIGCONT');
    }

    const wallet = stack.metricsUrls.get('wallet')!;
    const paidSince = async () => total([await scrape(wallet)], 'pkr_ledger_transfers_pkr_total', { kind: 'payout' }) - total(before.values(), 'pkr_ledger_transfers_pkr_total', { kind: 'payout' });
    await expect.poll(paidSince, { timeout: 10_000 }).toBe(winAmount);
    const after = await scrapeAll(stack.metricsUrls);
    const moved = (name: string, labels: Record<string, string> = {}) => total(after.values(), name, labels) - total(before.values(), name, labels);
    const now = (name: string, labels: Record<string, string> = {}) => total(after.values(), name, labels);
    const crash = { game: 'crash' };
    expect({
      bets: moved('pkr_bets_total', crash),
      betsPkr: moved('pkr_bets_pkr_total', crash),
      voids: moved('pkr_voids_total', crash),
      voidsPkr: moved('pkr_voids_pkr_total', crash),
      cashouts: moved('pkr_cashouts_total', crash),
      cashoutsPkr: moved('pkr_cashouts_pkr_total', crash),
      ledgerBets: moved('pkr_ledger_transfers_total', { kind: 'bet' }),
      ledgerVoids: moved('pkr_ledger_transfers_total', { kind: 'void' }),
      leaders: now('pkr_engine_leading', crash),
      phases: now('pkr_round_phase', crash),
      ledgerSum: now('pkr_ledger_sum_paisa'),
      betCalls: moved('pkr_http_requests_total', { route: '/api/bet', status: '200' }),
      cancelCalls: moved('pkr_http_requests_total', { route: '/api/bet/cancel', status: '200' }),
      cashoutCalls: moved('pkr_http_requests_total', { route: '/api/cashout', status: '200' }),
      engineBets: moved('pkr_bus_requests_total', { subject: 'game.crash.bet', outcome: 'ok' }),
    }).toEqual({
      bets: 2,
      betsPkr: 150,
      voids: 1,
      voidsPkr: 100,
      cashouts: 1,
      cashoutsPkr: winAmount!,
      ledgerBets: 2,
      ledgerVoids: 1,
      leaders: 1,
      phases: 1,
      ledgerSum: 0,
      betCalls: 2,
      cancelCalls: 1,
      cashoutCalls: 1,
      engineBets: 2,
    });
    expect(moved('pkr_bus_request_duration_seconds_count', { subject: 'wallet.debit.batch' })).toBeGreaterThanOrEqual(1);
    expect(moved('pkr_http_request_duration_seconds_count', { route: '/api/bet' })).toBe(2);
    expect(now('pkr_sockets_open')).toBeGreaterThanOrEqual(1);
    for (const [name, samples] of after) if (name.startsWith('game-engine')) expect(has(samples, 'pkr_payouts_due_pkr'), name).toBe(true);
    expect(now('pkr_money_requests_pending', { type: 'deposit' })).toBeGreaterThanOrEqual(1);
    expect(now('pkr_money_requests_oldest_pending_age_seconds', { type: 'deposit' })).toBeGreaterThan(0);
    live.close();
  }, 120_000);

  it('publishes every finished round so anyone can recompute it', async () => {
    const fairness = await admin.get<{ salt: string; terminatingHash: string; houseEdgePercent: number; maxMultiplier: number }>('/api/fairness/crash');
    expect(fairness.status).toBe(200);
    type HistoryRow = { id: number; adminControlled: boolean; crashPoint: number };
    const finished = async () => (await admin.get<HistoryRow[]>('/api/admin/games?type=crash&limit=20')).body;
    // Earlier tests control some rounds; wait for a random one so the formula itself is checked.
    await expect.poll(async () => (await finished()).some((row) => !row.adminControlled), { timeout: 30_000 }).toBe(true);
    const history = await finished();
    let recomputed = 0;
    for (const row of history) {
      const round = await admin.get<{ hash: string; previousHash: string; crashPoint: number; adminControlled: boolean }>(`/api/fairness/crash/rounds/${row.id}`);
      expect(round.status).toBe(200);
      expect(createHash('sha256').update(Buffer.from(round.body.hash, 'hex')).digest('hex')).toBe(round.body.previousHash);
      if (round.body.adminControlled) continue;
      const hmac = createHmac('sha256', fairness.body.salt).update(Buffer.from(round.body.hash, 'hex')).digest('hex');
      const x = Number.parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
      const uncapped = Math.max(1, Math.floor((100 - fairness.body.houseEdgePercent) / (1 - x)) / 100);
      expect(round.body.crashPoint).toBe(Math.min(uncapped, fairness.body.maxMultiplier));
      recomputed += 1;
    }
    expect(recomputed).toBeGreaterThan(0);
  });

  it('refunds the open bets of a round whose engines died, and keeps the cash-outs', async () => {
    const { client: holder } = await newPlayer(stack.gatewayUrl);
    const { client: leaver } = await newPlayer(stack.gatewayUrl);
    await fund(holder, admin, 1000);
    await fund(leaver, admin, 1000);
    const live = await LiveSocket.open(holder);
    const round = await upcomingRound(live, 50);
    const [holderBefore, leaverBefore] = [await balanceOf(holder), await balanceOf(leaver)];
    expect((await holder.post('/api/bet', { amount: 400, gameType: 'crash' })).status).toBe(200);
    expect((await leaver.post('/api/bet', { amount: 300, gameType: 'crash' })).status).toBe(200);
    await live.next((message) => isCrash('game_tick', round)(message) && (message.multiplier ?? 0) >= 1.2, 30_000);
    const cashout = await leaver.post<{ winAmount: number }>('/api/cashout', { gameType: 'crash' });
    expect(cashout.status).toBe(200);

    const engines = [...stack.processes.keys()].filter((name) => name.startsWith('game-engine'));
    // `round` flies on towards 50x (over a minute), so a betting phase after this mark is one the restarted engines opened.
    const beforeDeath = live.mark();
    for (const name of engines) await stack.crash(name);
    for (const name of engines) await stack.restart(name);

    await expect.poll(() => balanceOf(holder), { timeout: 30_000, interval: 500 }).toBe(holderBefore);
    await expect.poll(() => balanceOf(leaver), { timeout: 30_000, interval: 500 }).toBe(leaverBefore - 300 + cashout.body.winAmount);
    await live.next(isCrash('betting_phase'), 30_000, beforeDeath);
    expect(await balanceOf(holder)).toBe(holderBefore);
    live.close();
  }, 180_000);
});
