import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LiveView } from './game-state';

/** The flight as the server last told it: what the parts drawn with every tick read. */
export type LiveFlight = Pick<LiveView, 'phase' | 'multiplier' | 'flightStartedAt'>;

const LiveFlightContext = createContext<LiveFlight>({ phase: 'betting', multiplier: 1, flightStartedAt: null });

/**
 * Hands the flight to the few parts that follow every tick, such as a cash-out button's payout. Through it the bet
 * panels, the round's table and the rest of the page take only what a tick leaves alone, so the ten ticks a second
 * do not draw them again: on a slow phone the flight's frames keep their time.
 */
export function LiveFlightProvider({ phase, multiplier, flightStartedAt, children }: LiveFlight & { children: ReactNode }) {
  const flight = useMemo(() => ({ phase, multiplier, flightStartedAt }), [phase, multiplier, flightStartedAt]);
  return <LiveFlightContext value={flight}>{children}</LiveFlightContext>;
}

export const useLiveFlight = (): LiveFlight => useContext(LiveFlightContext);
