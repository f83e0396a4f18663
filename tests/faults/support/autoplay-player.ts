import type { Queryable } from '@pkr/platform';
import { expect } from 'vitest';
import type { HttpClient } from '../../e2e/support/http-client';
import { fundedPlayer } from './funded-players';
import type { MoneyPlayer } from './money-player';
import { Watcher } from './watcher';

/** Small bets cashing out at 1.20x, with rounds enough to outlast the run. */
const TERMS = { gameType: 'crash', slot: 1, amount: 10, autoCashout: 1.2, rounds: 100, stopIfBalanceDecreasesBy: 1_000 } as const;

interface AutoplayBet {
  round_number: number;
  status: string;
  amount: number;
  payout: number | null;
}

/** A failover the run caused: the round the leader died in, and when the stack served again. */
export interface Failover {
  round: number;
  healedAt: number;
}

const settled = (bet: AutoplayBet) => bet.status === 'won' || bet.status === 'lost';
const netOf = (bets: AutoplayBet[]) => bets.reduce((sum, bet) => sum + (bet.payout ?? 0) - bet.amount, 0);

/** A player who keeps the game's page open (its socket reconnects through the balancer) and runs one auto-play there. */
export class AutoplayPlayer {
  private id = '';

  private constructor(
    readonly player: MoneyPlayer,
    readonly page: Watcher,
  ) {}

  static async join(gatewayUrl: string, admin: HttpClient): Promise<AutoplayPlayer> {
    const player = await fundedPlayer(gatewayUrl, admin, 5_000);
    return new AutoplayPlayer(player, new Watcher(gatewayUrl, player.client.cookieHeader()));
  }

  /** Starts the auto-play and waits for its first bet. */
  async start(db: Queryable): Promise<void> {
    const started = await this.player.client.post<{ id: string }>('/api/autoplay', TERMS);
    if (started.status !== 200) throw new Error(`POST /api/autoplay: ${JSON.stringify(started.body)}`);
    this.id = started.body.id;
    await expect.poll(async () => (await this.bets(db)).length, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
  }

  /**
   * Stops the auto-play by hand, which only a running one answers with 'stopped', and checks what it did across the
   * run's faults: one bet a round at most; a bet in each failover's round and in the round after it, placed by the
   * new leader; rounds played and net as its settled bets make them, and the page told so; an update on the page
   * after each failover; and the player's balance moved by exactly its bets.
   */
  async stopAndAudit(db: Queryable, failovers: readonly Failover[]): Promise<void> {
    const stopped = await this.player.client.request<{ stoppedReason: string }>('DELETE', `/api/autoplay/${this.id}`);
    expect(stopped.body.stoppedReason, 'the auto-play ran until stopped by hand').toBe('stopped');
    await expect.poll(async () => (await this.bets(db)).every((bet) => settled(bet) || bet.status === 'voided'), { timeout: 60_000, interval: 250 }).toBe(true);
    const bets = await this.bets(db);
    const rounds = bets.map((bet) => bet.round_number);
    expect(new Set(rounds).size, `rounds of auto-play ${this.id}: ${rounds.join(', ')}`).toBe(bets.length);
    for (const { round } of failovers) expect(rounds, `bets around the failover in round ${round}`).toEqual(expect.arrayContaining([round, round + 1]));

    const row = await db.query<{ rounds: number; rounds_played: number; net: number; last_round: number }>(
      'SELECT rounds, rounds_played, net, last_round FROM autoplays WHERE id = $1',
      [this.id],
    );
    const { rounds: terms, rounds_played: played, net, last_round: lastRound } = row.rows[0]!;
    const counted = bets.filter((bet) => settled(bet) && bet.round_number <= lastRound);
    expect({ played, net }).toEqual({ played: counted.length, net: netOf(counted) });
    await expect.poll(() => this.page.autoplayUpdates.find((update) => update.stoppedReason === 'stopped'), { timeout: 10_000 }).toMatchObject({
      id: this.id,
      roundsLeft: terms - played,
      net: net / 100,
    });
    for (const { round, healedAt } of failovers) {
      expect(this.page.autoplayUpdates.some((update) => update.at > healedAt && update.stoppedReason === null), `updates after the failover in round ${round}`).toBe(true);
    }
    // A win is written in the engine before its payout reaches the wallet (the outbox carries it if the first call
    // fails), so the last win's credit may still be on its way: the balance is read until it has landed.
    await expect.poll(() => this.player.balancePaisa(), { timeout: 30_000, interval: 250 }).toBe(this.player.startPaisa + netOf(bets.filter(settled)));
  }

  close(): void {
    this.page.close();
  }

  private async bets(db: Queryable): Promise<AutoplayBet[]> {
    const found = await db.query<AutoplayBet>('SELECT round_number, status, amount, payout FROM bets WHERE idempotency_key LIKE $1 ORDER BY round_number', [
      `autoplay:${this.id}:%`,
    ]);
    return found.rows;
  }
}
