import { type ApiRoute, type CancelBetReply, type CashoutReply, findAccessory, payoutPaisa, type PlaceBetReply, type PlayerBet, pkrToPaisa, toHundredths } from '@pkr/contracts';
import { expect } from 'vitest';

type Fields = Record<string, unknown>;

/** A bet the engine may pay with no call to answer: at its auto cash-out, if its round gets there. */
export interface AutoCashoutBet {
  id: string;
  amount: number;
  autoCashoutHundredths: number;
}

/**
 * The balance the fuzzed calls should leave one player, in paisa, predicted from each accepted call and its answer:
 * a bet takes its amount, a cancel gives its bet's amount back, a cash-out pays its bet's amount at the multiplier
 * answered, a withdrawal holds its amount, a purchase takes the catalogue price, an adjustment of this player moves
 * its amount, and a deposit request moves nothing until an admin approves it. Every other route moves nothing, a review included: the fuzzer never knows the
 * id of a request.
 */
export class ExpectedBalance {
  /** The player's bets still riding, by id, with their amounts in paisa. */
  private readonly riding = new Map<string, number>();
  /** The player's bets a cancel gave back. */
  private readonly cancelled = new Set<string>();

  constructor(
    private readonly userId: string,
    public paisa: number,
  ) {}

  /** Takes in an accepted call; answers the bet it placed when that bet has an auto cash-out still to come. */
  accept(route: ApiRoute, path: string, body: Fields, answer: Fields): AutoCashoutBet | undefined {
    switch (route.path) {
      case '/api/bet':
        return this.bet(body, (answer as PlaceBetReply).bet);
      case '/api/cashout':
        this.cashOut(answer as CashoutReply);
        return undefined;
      case '/api/bet/cancel':
        this.cancel(answer as CancelBetReply);
        return undefined;
      case '/api/withdraw':
        expect(answer.amount).toBe(body.amount);
        this.paisa -= pkrToPaisa(body.amount as number);
        return undefined;
      case '/api/purchase-accessory':
        this.paisa -= pkrToPaisa(findAccessory(body.accessoryId as string)!.pricePkr!);
        expect(pkrToPaisa(answer.newBalance as number)).toBe(this.paisa);
        return undefined;
      case '/api/admin/users/:userId/balance':
        if (path !== `/api/admin/users/${this.userId}/balance`) return undefined;
        this.paisa += pkrToPaisa(body.amount as number);
        expect(pkrToPaisa(answer.balance as number)).toBe(this.paisa);
        return undefined;
      default:
        return undefined;
    }
  }

  /** Takes in how a bet with an auto cash-out ended, as the player's history has it: won at its target, or lost. */
  settle(bet: AutoCashoutBet, outcome: PlayerBet): void {
    this.riding.delete(bet.id);
    expect(['won', 'lost']).toContain(outcome.status);
    if (outcome.status === 'lost') return;
    const payout = payoutPaisa(bet.amount, bet.autoCashoutHundredths);
    expect({ multiplier: toHundredths(outcome.cashoutMultiplier!), payout: pkrToPaisa(outcome.payout) }).toEqual({ multiplier: bet.autoCashoutHundredths, payout });
    this.paisa += payout;
  }

  private bet(body: Fields, bet: PlaceBetReply['bet']): AutoCashoutBet | undefined {
    expect({ amount: bet.amount, autoCashoutAt: bet.autoCashoutAt }).toEqual({ amount: body.amount, autoCashoutAt: body.autoCashout ?? null });
    const amount = pkrToPaisa(bet.amount);
    this.paisa -= amount;
    this.riding.set(bet.id, amount);
    return bet.autoCashoutAt === null ? undefined : { id: bet.id, amount, autoCashoutHundredths: toHundredths(bet.autoCashoutAt) };
  }

  private cancel({ betId, balance }: CancelBetReply): void {
    // A cancel sent again answers the bet it gave back, with the balance as it is: nothing moves twice.
    if (!this.cancelled.has(betId)) this.giveBack(betId);
    expect(pkrToPaisa(balance)).toBe(this.paisa);
  }

  private giveBack(betId: string): void {
    const amount = this.riding.get(betId);
    expect(amount, `cancelled bet ${betId}, which the player has not riding`).toBeDefined();
    this.paisa += amount!;
    this.riding.delete(betId);
    this.cancelled.add(betId);
  }

  private cashOut({ betId, winAmount, multiplier }: CashoutReply): void {
    const amount = this.riding.get(betId);
    expect(amount, `cashed out bet ${betId}, which the player has not riding`).toBeDefined();
    const payout = payoutPaisa(amount!, toHundredths(multiplier));
    expect(pkrToPaisa(winAmount)).toBe(payout);
    this.paisa += payout;
    this.riding.delete(betId);
  }
}
