/** The sizes of every scenario. `full` is the goals' sizes; `quick` proves the harness end to end in seconds. */
export interface Profile {
  name: 'full' | 'quick';
  /** The size flags that changed this profile from its named sizes, as typed; none for the sizes as named. */
  resizedBy?: string;
  fanout: { clients: number[]; seconds: number };
  /**
   * Each rate is one round: every player bets at it, then `cashoutShare` of them cash out at the same rate. One more
   * round has its cash-outs within `cashoutBurstMs` of the flight's start, the rush of a round's first moments.
   */
  bets: { rates: number[]; players: number; cashoutShare: number; cashoutBurstMs: number; rawSeconds: number; rawInFlight: number; rawUsers: number };
  crash: { clients: number; bets: number[] };
  bus: { inFlight: number[]; seconds: number };
  soak: { seconds: number; bettors: number };
  /**
   * `visitorRoutes` are loaded without a session, as a visitor meets them; the others as a logged-in player.
   * Each route `runsPerRoute` times, the median run reported.
   */
  /** `flightRoutes`: the live game pages whose main thread is traced for `flightSeconds` at 4x CPU slow-down. */
  pages: { routes: string[]; visitorRoutes: string[]; runsPerRoute: number; firstLoadBudgetKiB: number; flightRoutes: string[]; flightSeconds: number };
  /** The rate at which each process's CPU is profiled through a round's bets and cash-outs. */
  cpuProfile: { rate: number };
  /** The page trials' rounds: `pairs` of each way at `rate` (run only when named). */
  trial: { rate: number; pairs: number };
  /** The engine's clock while bets are measured: betting must outlast the queue of the slowest level. */
  betClock: Record<string, string>;
  /** The engine's clock while watchers are measured: short betting, long flights, ticks nearly always. */
  liveClock: Record<string, string>;
}

const liveClock = {
  BETTING_MS: '1000',
  AVIATOR_FIRST_BETTING_MS: '1000',
  AVIATOR_BETTING_MS: '1000',
  TRANSITION_MS: '500',
  CRASHED_PAUSE_MS: '500',
};

const betClock = (bettingMs: number) => ({
  BETTING_MS: String(bettingMs),
  AVIATOR_FIRST_BETTING_MS: String(bettingMs),
  AVIATOR_BETTING_MS: String(bettingMs),
  TRANSITION_MS: '1000',
  CRASHED_PAUSE_MS: '1000',
});

const pages = {
  routes: ['/', '/auth', '/dashboard', '/crash', '/aviator'],
  visitorRoutes: ['/', '/auth'],
  runsPerRoute: 5,
  firstLoadBudgetKiB: 250,
  flightRoutes: ['/crash', '/aviator'],
  flightSeconds: 40,
};

export const profiles: Record<Profile['name'], Profile> = {
  full: {
    name: 'full',
    fanout: { clients: [1000, 2500, 5000, 7500, 10_000], seconds: 10 },
    bets: { rates: [250, 500, 750, 1000, 1500, 2000, 4000], players: 2000, cashoutShare: 0.3, cashoutBurstMs: 100, rawSeconds: 10, rawInFlight: 32, rawUsers: 10_000 },
    crash: { clients: 5000, bets: [0, 1000, 2000] },
    bus: { inFlight: [1, 16, 64], seconds: 6 },
    soak: { seconds: 600, bettors: 2000 },
    pages,
    // The goal's rate, so the profiles show where a bet's CPU goes at the rate the goal measures it.
    cpuProfile: { rate: 2000 },
    trial: { rate: 2000, pairs: 3 },
    betClock: betClock(15_000),
    liveClock,
  },
  quick: {
    name: 'quick',
    fanout: { clients: [50, 200], seconds: 2 },
    bets: { rates: [50, 200], players: 40, cashoutShare: 0.3, cashoutBurstMs: 100, rawSeconds: 2, rawInFlight: 32, rawUsers: 1000 },
    crash: { clients: 100, bets: [0, 40] },
    bus: { inFlight: [1, 16], seconds: 1 },
    soak: { seconds: 20, bettors: 40 },
    pages: { ...pages, routes: ['/', '/auth'], runsPerRoute: 1, flightRoutes: [] },
    cpuProfile: { rate: 100 },
    trial: { rate: 200, pairs: 1 },
    betClock: betClock(3000),
    liveClock,
  },
};
