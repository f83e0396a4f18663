import type { Bet } from '../domain/bet';

/** A live round's bets by id, and each player's in the order placed: a player may come to hold more than one. */
export class RoundBets {
  private readonly byId = new Map<string, Bet>();
  private readonly byPlayer = new Map<string, Bet[]>();

  add(bet: Bet): void {
    this.byId.set(bet.id, bet);
    this.byPlayer.set(bet.userId, [...this.ofPlayer(bet.userId), bet]);
  }

  remove(bet: Bet): void {
    this.byId.delete(bet.id);
    const left = this.ofPlayer(bet.userId).filter((held) => held !== bet);
    if (left.length > 0) this.byPlayer.set(bet.userId, left);
    else this.byPlayer.delete(bet.userId);
  }

  get(id: string): Bet | undefined {
    return this.byId.get(id);
  }

  ofPlayer(userId: string): readonly Bet[] {
    return this.byPlayer.get(userId) ?? [];
  }

  /** The player's bet placed, or being placed, under an idempotency key. */
  underBetKey(userId: string, key: string): Bet | undefined {
    return this.ofPlayer(userId).find((bet) => bet.idempotencyKey === key);
  }

  /** The player's bet a cash-out under this idempotency key won, or is winning. */
  underCashoutKey(userId: string, key: string): Bet | undefined {
    return this.ofPlayer(userId).find((bet) => bet.cashoutKey === key);
  }

  values(): IterableIterator<Bet> {
    return this.byId.values();
  }
}
