import { pkrToPaisa } from '@pkr/contracts';
import type { MoneyCall } from './money-call';

/** An amount the API answered in PKR, as exact paisa. */
export const paisa = (pkr: unknown) => pkrToPaisa(Number(pkr));

/** One bet as the player's betting history reports it (GET /api/user/bets), money in PKR. */
export interface ReportedBet {
  id: string;
  status: 'active' | 'won' | 'lost' | 'voided';
  payout: number;
}

/** What a player reads of their own account: balance, items owned, betting history. */
export interface PlayerAccount {
  balancePaisa: number;
  owned: string[];
  bets: ReportedBet[];
}

/** A player as the audit knows them: the balance they started from and every money call with its answers. */
export interface AnsweredPlayer {
  username: string;
  startPaisa: number;
  calls: readonly MoneyCall[];
}

/** The bet an accepted bet call was answered with. */
interface PlacedBet {
  id: string;
  amount: number;
  round: number;
  autoCashoutAt: number | null;
}

const accepted = (calls: readonly MoneyCall[], kind: MoneyCall['kind']) => calls.filter((call) => call.kind === kind && call.final.status === 200);

/**
 * The balance the answers a player received imply, in paisa: accepted bets, withdrawals and purchases taken once,
 * accepted cash-outs credited their win, refusals nothing. What became of a bet after its answer is read from the
 * player's betting history: an auto cash-out the player did not beat by hand credits the payout reported, and a
 * bet voided with its round (one of `voidedRounds`) is given back. A bet voided in a round that crashed stays taken.
 */
export function impliedPaisa(player: AnsweredPlayer, history: readonly ReportedBet[], voidedRounds: ReadonlySet<number>): number {
  const reported = new Map(history.map((bet) => [bet.id, bet]));
  const cashedOutByHand = new Set(accepted(player.calls, 'cashout').map((call) => call.final.body.betId));
  let balance = player.startPaisa;
  for (const call of accepted(player.calls, 'bet')) {
    const placed = call.final.body.bet as PlacedBet;
    const fate = reported.get(placed.id);
    balance -= paisa(placed.amount);
    if (fate?.status === 'voided' && voidedRounds.has(placed.round)) balance += paisa(placed.amount);
    if (fate?.status === 'won' && placed.autoCashoutAt !== null && !cashedOutByHand.has(placed.id)) balance += paisa(fate.payout);
  }
  for (const call of accepted(player.calls, 'cashout')) balance += paisa(call.final.body.winAmount);
  for (const call of accepted(player.calls, 'withdraw')) balance -= paisa(call.final.body.amount);
  for (const call of accepted(player.calls, 'purchase')) balance -= paisa(call.body.price);
  return balance;
}

/** Where a player's account differs from their answers: the balance those imply, the items their accepted purchases bought. */
export function accountViolations(player: AnsweredPlayer, account: PlayerAccount, voidedRounds: ReadonlySet<number>): string[] {
  const found: string[] = [];
  const implied = impliedPaisa(player, account.bets, voidedRounds);
  if (account.balancePaisa !== implied) found.push(`${player.username} holds ${account.balancePaisa} paisa where their answers imply ${implied}`);
  const bought = accepted(player.calls, 'purchase').map((call) => String(call.body.accessoryId)).sort();
  const owned = [...account.owned].sort();
  if (owned.join() !== bought.join()) found.push(`${player.username} owns [${owned.join(', ')}] where their accepted purchases bought [${bought.join(', ')}]`);
  return found;
}

const voidedMessages = ['The bet could not be placed, please try again', 'The purchase could not be completed, please try again'];

/**
 * Calls that reached the money: accepted ones, and bets and purchases whose debit was voided. A refusal that moved
 * nothing is judged afresh on a retry (the spec's client retries 'No active game' to catch the next round).
 */
export const hadAnEffect = (call: MoneyCall) => call.final.status === 200 || voidedMessages.includes(String(call.final.body.message));

/**
 * Where a retry under a call's key answered another outcome than the call's: an accepted call must answer the
 * same body (the same bet, request or win), a refused one must be refused again.
 */
export function retryViolation(call: MoneyCall, again: MoneyCall['final']): string | undefined {
  const same = call.final.status === 200 ? JSON.stringify(again.body) === JSON.stringify(call.final.body) : again.status !== 200;
  return same ? undefined : `${call.kind} ${call.key} answered ${JSON.stringify(again)} on a retry after ${JSON.stringify(call.final)}`;
}
