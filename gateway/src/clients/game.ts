import {
  type CancelBetReply,
  type CashoutReply,
  type GameState,
  gameSubject,
  type GameType,
  pkrToPaisa,
  type PlaceBetReply,
  type ReplyOf,
  type ResolvedSession,
  toHundredths,
} from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import type { BetInput, CancelInput, CashoutInput } from '../bet-input';
import type { EngineMoneyCalls } from './engine-money-calls';
import { moneyCall } from './money-call';

export function gameState(client: BusClient, gameType: GameType): Promise<GameState> {
  return client.call(gameSubject(gameType, 'state'), {});
}

/** A bet with its deadline; `idempotencyKey` makes a retry answer the first attempt. */
export function placeBet(engine: EngineMoneyCalls, session: ResolvedSession, bet: BetInput, idempotencyKey?: string): Promise<PlaceBetReply> {
  const request = {
    userId: session.userId,
    username: session.username,
    amount: pkrToPaisa(bet.amount),
    autoCashoutHundredths: bet.autoCashout == null ? null : toHundredths(bet.autoCashout),
    multipleCashouts: bet.multipleCashouts,
    slot: bet.slot,
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  };
  return moneyCall('bet', (options) => engine.placeBet(bet.gameType, request, options));
}

export function cashout(engine: EngineMoneyCalls, session: ResolvedSession, input: CashoutInput, idempotencyKey?: string): Promise<CashoutReply> {
  const request = {
    userId: session.userId,
    ...(input.betId === undefined ? {} : { betId: input.betId }),
    ...(input.slot === undefined ? {} : { slot: input.slot }),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  };
  return moneyCall('cashout', (options) => engine.cashout(input.gameType, request, options));
}

/** Takes back the player's bet in a slot while its round is betting; the answer carries the balance with its stake back. */
export function cancelBet(client: BusClient, session: ResolvedSession, input: CancelInput): Promise<CancelBetReply> {
  return moneyCall('cancel', (options) => client.call(gameSubject(input.gameType, 'cancel'), { userId: session.userId, slot: input.slot, betId: input.betId }, options));
}

/** The player answered their reality check; the engine keeps its state, so any replica answers. */
export function acknowledgeRealityCheck(client: BusClient, userId: string): Promise<ReplyOf<'game.reality-check.ack'>> {
  return client.call('game.reality-check.ack', { userId });
}

export function fairness(client: BusClient, gameType: GameType): Promise<ReplyOf<'game.fairness.get'>> {
  return client.call('game.fairness.get', { gameType });
}

export function fairnessRound(client: BusClient, gameType: GameType, roundId: number): Promise<ReplyOf<'game.fairness.round'>> {
  return client.call('game.fairness.round', { gameType, roundId });
}
