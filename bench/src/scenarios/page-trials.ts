import { type GameType, gameTypes } from '@pkr/contracts';
import { openPlayerSockets } from '../lib/player-sockets';
import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import { playRound, type RoundResult } from './bet-round';
import { BET_ROUND_CRASH_POINT } from './bets';
import type { ScenarioContext } from './context';

/** How the players' game pages are served in one round of a trial. */
export interface PageVariant {
  name: string;
  /** How the bets and cash-outs travel: HTTP calls, or messages on the page's socket. */
  transport: 'http' | 'socket';
  /** The games each page's socket watches, and so hears the broadcasts of. */
  hears: readonly GameType[];
}

/**
 * The trials, each two ways of serving the pages played in alternating rounds (run only when `--only` names them):
 * - `transport`: bets over HTTP against bets over the socket, every page hearing both games as it did before pages
 *   said what they watch;
 * - `audience`: pages hearing both games against pages hearing only the game they play, bets on the socket.
 */
export const pageTrials = {
  transport: [
    { name: 'http', transport: 'http', hears: gameTypes },
    { name: 'socket', transport: 'socket', hears: gameTypes },
  ],
  audience: [
    { name: 'both-games', transport: 'socket', hears: gameTypes },
    { name: 'its-game', transport: 'socket', hears: ['crash'] },
  ],
} as const satisfies Record<string, readonly [PageVariant, PageVariant]>;

export type PageTrialName = keyof typeof pageTrials;

export type PageTrialRound = { variant: string; transport: PageVariant['transport']; hears: readonly GameType[]; rate: number } & RoundResult;

export interface PageTrialResult {
  rate: number;
  /** The rounds in the order played: the first way, the second, the first again... */
  rounds: PageTrialRound[];
}

/**
 * Plays one trial's two ways in alternating rounds at one rate, on one stack. Every player holds their game page's
 * socket open throughout, as a player on the game page does, so the rounds differ only in the trial's one thing;
 * each round's CPU per bet and per cash-out is the measure.
 */
export function pageTrial(name: PageTrialName): (context: ScenarioContext) => Promise<PageTrialResult> {
  const variants: readonly PageVariant[] = pageTrials[name];
  return async (context) => {
    const { stack, profile, log } = context;
    const { rate, pairs } = profile.trial;
    await context.useClock(profile.betClock);
    const players = await context.players(profile.bets.players);
    const admin = await adminCookie(stack.gatewayUrl);
    await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', BET_ROUND_CRASH_POINT, pairs * 2 + 2);
    log(`${name}: opening ${players.length} game-page sockets`);
    const sockets = await openPlayerSockets(stack.gatewayUrl, players);
    const watcher = await RoundWatcher.open(stack.gatewayUrl);
    const { cashoutShare } = profile.bets;
    const rounds: PageTrialRound[] = [];
    try {
      for (let pair = 0; pair < pairs; pair += 1) {
        for (const variant of variants) {
          log(`${name}: ${players.length} bets at ${rate}/s, ${variant.name}, then ${cashoutShare * 100} % cash out at ${rate}/s`);
          for (const socket of sockets.values()) socket.watch(variant.hears);
          const plan = { players, rate, cashoutShare, cashoutPace: { perSecond: rate }, ...(variant.transport === 'socket' ? { sockets } : {}) };
          const round = await playRound(context, watcher, plan);
          rounds.push({ variant: variant.name, transport: variant.transport, hears: variant.hears, rate, ...round });
        }
      }
    } finally {
      watcher.close();
      for (const socket of sockets.values()) socket.close();
    }
    return { rate, rounds };
  };
}
