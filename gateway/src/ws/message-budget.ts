/** How many messages a socket may send: a burst, then a steady rate. */
export interface MessageBudgetLimits {
  burst: number;
  perSecond: number;
}

/**
 * A token bucket per socket: each message takes one token, tokens come back at `perSecond`. The spec's client
 * sends a ping every 15 s and a bet or cash-out now and then, far inside it; a flood empties it at once.
 */
export class MessageBudget {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly limits: MessageBudgetLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = limits.burst;
    this.refilledAt = now();
  }

  /** Takes one message's token; false when the socket has sent more than its budget. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.limits.perSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
