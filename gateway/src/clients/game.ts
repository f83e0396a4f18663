import {
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
import type { BetInput } from '../bet-input';

export function gameState(client: BusClient, gameType: GameType): Promise<GameState> {
  return client.call(gameSubject(gameType, 'state'), {});
}

export function placeBet(client: BusClient, session: ResolvedSession, bet: BetInput): Promise<PlaceBetReply> {
  return client.call(gameSubject(bet.gameType, 'bet'), {
    userId: session.userId,
    username: session.username,
    amount: pkrToPaisa(bet.amount),
    autoCashoutHundredths: bet.autoCashout == null ? null : toHundredths(bet.autoCashout),
    multipleCashouts: bet.multipleCashouts,
  });
}

export function cashout(client: BusClient, session: ResolvedSession, gameType: GameType): Promise<CashoutReply> {
  return client.call(gameSubject(gameType, 'cashout'), { userId: session.userId });
}



export function fairness(client: BusClient, gameType: GameType): Promise<ReplyOf<'game.fairness.get'>> {
  return client.call('game.fairness.get', { gameType });
}

export function fairnessRound(client: BusClient, gameType: GameType, roundId: number): Promise<ReplyOf<'game.fairness.round'>> {
  return client.call('game.fairness.round', { gameType, roundId });
}
