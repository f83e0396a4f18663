/** One exchange of clocks: when the bench asked, the other machine's clock in its answer, and when it came. */
export interface ClockSample {
  sentAt: number;
  remoteNow: number;
  receivedAt: number;
}

/** How far another machine's clock runs ahead of this one's, and the round trip that bounds the error (± half of it). */
export interface ClockOffset {
  offsetMs: number;
  roundTripMs: number;
}

/**
 * The offset from the exchange with the shortest round trip (as NTP filters): the answer was stamped somewhere
 * within that trip, so its middle is the best guess and half the trip the most it can be wrong by.
 */
export function clockOffset(samples: ClockSample[]): ClockOffset {
  const best = samples.reduce<ClockSample | undefined>(
    (shortest, sample) => (!shortest || sample.receivedAt - sample.sentAt < shortest.receivedAt - shortest.sentAt ? sample : shortest),
    undefined,
  );
  if (!best) throw new Error('No clock exchange to estimate an offset from');
  return { offsetMs: best.remoteNow - (best.sentAt + best.receivedAt) / 2, roundTripMs: best.receivedAt - best.sentAt };
}
