import type { BetSlot } from '@pkr/contracts';
import type { Bet } from '../domain/bet';

/**
 * A round's cancels: the decision in flight on each bet, so a second cancel of it waits for the first and shares
 * its outcome, and the bet each player last cancelled in each slot, so a retry of a cancel that succeeded answers
 * that success.
 */
export class BetCancels {
  private readonly deciding = new Map<string, Promise<void>>();
  private readonly cancelled = new Map<string, Bet>();

  /** Holds `decision` under its bet until it settles; a bet it cancels is kept by its player and slot. */
  async decide(bet: Bet, decision: Promise<void>): Promise<void> {
    this.deciding.set(bet.id, decision);
    try {
      await decision;
      this.cancelled.set(slotKey(bet.userId, bet.slot), bet);
    } finally {
      this.deciding.delete(bet.id);
    }
  }

  /** The decision being made on this bet, if a cancel is making one. */
  decisionOn(betId: string): Promise<void> | undefined {
    return this.deciding.get(betId);
  }

  /** The bet the player last cancelled in this slot of the round. */
  lastCancelled(userId: string, slot: BetSlot): Bet | undefined {
    return this.cancelled.get(slotKey(userId, slot));
  }
}

const slotKey = (userId: string, slot: BetSlot) => `${userId}:${slot}`;
