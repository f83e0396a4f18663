import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@pkr/contracts';
import { expect } from 'vitest';
import type { HttpClient } from '../../e2e/support/http-client';
import type { CallKind, MoneyCall } from './money-call';
import { type PlayerAccount, paisa, type ReportedBet } from './player-account';

/** Status 0: the call never got an answer (the gateway died or was unreachable), so it may or may not have landed. */
export const UNANSWERED = 0;

/** 'Being confirmed', or no answer at all: only asking again under the key tells the outcome. */
export const isPending = (answer: MoneyCall['first']) => answer.status === UNANSWERED || (answer.status === 409 && answer.body.code === 'PENDING');

/**
 * A player whose money calls are recorded with the answers received. Each call carries one idempotency key,
 * as the spec's clients send one per attempt chain, so asking again with it resolves a 'being confirmed'.
 */
export class MoneyPlayer {
  readonly calls: MoneyCall[] = [];

  constructor(
    readonly client: HttpClient,
    readonly username: string,
    /** Balance in paisa before the first recorded call. */
    readonly startPaisa: number,
  ) {}

  bet(amount: number, options: { autoCashout?: number } = {}): Promise<MoneyCall> {
    return this.send('bet', '/api/bet', { amount, gameType: 'crash', ...options });
  }

  cashOut(): Promise<MoneyCall> {
    return this.send('cashout', '/api/cashout', { gameType: 'crash' });
  }

  withdraw(amount: number): Promise<MoneyCall> {
    return this.send('withdraw', '/api/withdraw', { amount, method: 'jazzcash', accountHolderName: 'Ayesha Khan', phone: '03001234567' });
  }

  purchase(accessoryId: string, price: number): Promise<MoneyCall> {
    return this.send('purchase', '/api/purchase-accessory', { accessoryId, price });
  }

  /** Asks again, with the same key, every call answered 'being confirmed' until it has a final answer. */
  async resolvePending(): Promise<void> {
    for (const call of this.calls) {
      await expect
        .poll(async () => {
          if (isPending(call.final)) call.final = await this.post(call.path, call.body, call.key);
          return isPending(call.final);
        }, { timeout: 30_000, interval: 250 })
        .toBe(false);
    }
  }

  /** Asks again with the same key: the answer must be the first outcome (or its resolution). */
  async retry(call: MoneyCall): Promise<MoneyCall['first']> {
    return this.post(call.path, call.body, call.key);
  }

  async balancePaisa(): Promise<number> {
    return paisa((await this.user()).balance);
  }

  /** What the player reads of their account: balance and items from their profile, and their whole betting history. */
  async account(): Promise<PlayerAccount> {
    const user = await this.user();
    return { balancePaisa: paisa(user.balance), owned: JSON.parse(user.avatarAccessories) as string[], bets: await this.bettingHistory() };
  }

  private async user(): Promise<{ balance: number; avatarAccessories: string }> {
    const user = await this.client.get<{ balance: number; avatarAccessories: string }>('/api/user');
    if (user.status !== 200) throw new Error(`GET /api/user answered ${user.status}`);
    return user.body;
  }

  /** Every page of the dashboard's betting history, newest first. */
  private async bettingHistory(): Promise<ReportedBet[]> {
    const bets: Array<ReportedBet & { placedAt: string }> = [];
    for (;;) {
      const before = bets.length > 0 ? `&before=${encodeURIComponent(bets.at(-1)!.placedAt)}` : '';
      const page = await this.client.get<{ bets: typeof bets; hasMore: boolean }>(`/api/user/bets?limit=100${before}`);
      if (page.status !== 200) throw new Error(`GET /api/user/bets answered ${page.status}`);
      bets.push(...page.body.bets);
      if (!page.body.hasMore) return bets;
    }
  }

  private async send(kind: CallKind, path: string, body: Record<string, unknown>): Promise<MoneyCall> {
    const key = `${kind}-${randomUUID()}`;
    const first = await this.post(path, body, key);
    const call = { kind, path, body, key, first, final: first };
    this.calls.push(call);
    return call;
  }

  private async post(path: string, body: Record<string, unknown>, key: string): Promise<MoneyCall['first']> {
    try {
      const answer = await this.client.request<Record<string, unknown>>('POST', path, body, { [IDEMPOTENCY_KEY_HEADER]: key });
      return { status: answer.status, body: answer.body };
    } catch (error) {
      return { status: UNANSWERED, body: { message: String(error) } };
    }
  }
}
