import { pkrToPaisa, type ReplyOf, type ResolvedSession, type StartAutoplayInput, toHundredths } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

/** Starts an auto-play of one bet panel: the engine's leader places its bets from the next betting phase. */
export function startAutoplay(client: BusClient, session: ResolvedSession, input: StartAutoplayInput): Promise<ReplyOf<'game.autoplay.start'>> {
  const optionalPaisa = (pkr: number | undefined) => (pkr === undefined ? null : pkrToPaisa(pkr));
  return client.call('game.autoplay.start', {
    userId: session.userId,
    username: session.username,
    gameType: input.gameType,
    slot: input.slot,
    amount: pkrToPaisa(input.amount),
    autoCashoutHundredths: toHundredths(input.autoCashout),
    rounds: input.rounds,
    lossStop: pkrToPaisa(input.stopIfBalanceDecreasesBy),
    winStop: optionalPaisa(input.stopIfBalanceIncreasesBy),
    singleWinStop: optionalPaisa(input.stopIfSingleWinExceeds),
  });
}

export function listAutoplays(client: BusClient, userId: string): Promise<ReplyOf<'game.autoplay.list'>> {
  return client.call('game.autoplay.list', { userId });
}

export function stopAutoplay(client: BusClient, userId: string, id: string): Promise<ReplyOf<'game.autoplay.stop'>> {
  return client.call('game.autoplay.stop', { userId, id });
}
