import { gameSubject, type GameType, type ParsedRequestOf, type RoundBetsReply, type TopWinsReply } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

/** The round's live table, from the game's leader. */
export function roundBets(client: BusClient, gameType: GameType): Promise<RoundBetsReply> {
  return client.call(gameSubject(gameType, 'round-bets'), {});
}

/** The period's biggest wins; any engine replica answers from the shared database. */
export function topWins(client: BusClient, request: ParsedRequestOf<'game.top'>): Promise<TopWinsReply> {
  return client.call('game.top', request);
}
