import { openPlayerSockets } from '../lib/player-sockets';
import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import { playRound, type RoundResult } from './bet-round';
import { BET_ROUND_CRASH_POINT } from './bets';
import type { ScenarioContext } from './context';

export type Transport = 'http' | 'socket';

export type TransportRound = { transport: Transport; rate: number } & RoundResult;

export interface TransportResult {
  rate: number;
  /** The rounds in the order played: HTTP, socket, HTTP, socket... */
  rounds: TransportRound[];
}

/**
 * Bets and cash-outs over HTTP against the same over the game page's socket, on one stack, in alternating rounds at
 * one rate. Every player holds a socket open in both, as a player on the game page does, so the rounds differ only
 * in how the money calls travel; each round's CPU per bet and per cash-out is the measure.
 */
export async function runTransport(context: ScenarioContext): Promise<TransportResult> {
  const { stack, profile, log } = context;
  const { rate, pairs } = profile.transport;
  await context.useClock(profile.betClock);
  const players = await context.players(profile.bets.players);
  const admin = await adminCookie(stack.gatewayUrl);
  await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', BET_ROUND_CRASH_POINT, pairs * 2 + 2);
  log(`transport: opening ${players.length} game-page sockets`);
  const sockets = await openPlayerSockets(stack.gatewayUrl, players);
  const watcher = await RoundWatcher.open(stack.gatewayUrl);
  const { cashoutShare } = profile.bets;
  const rounds: TransportRound[] = [];
  try {
    for (let pair = 0; pair < pairs; pair += 1) {
      for (const transport of ['http', 'socket'] as const) {
        log(`transport: ${players.length} bets at ${rate}/s over ${transport}, then ${cashoutShare * 100} % cash out at ${rate}/s`);
        const round = await playRound(context, watcher, { players, rate, cashoutShare, cashoutPace: { perSecond: rate }, ...(transport === 'socket' ? { sockets } : {}) });
        rounds.push({ transport, rate, ...round });
      }
    }
  } finally {
    watcher.close();
    for (const socket of sockets.values()) socket.close();
  }
  return { rate, rounds };
}
