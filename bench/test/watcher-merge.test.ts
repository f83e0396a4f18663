import { describe, expect, it } from 'vitest';
import { Latencies } from '../src/lib/latency';
import { clockOffset } from '../src/lib/clock-offset';
import { mergeReplies, shareOf } from '../src/load/watcher-group';

const recorded = (...ms: number[]) => {
  const latencies = new Latencies();
  for (const value of ms) latencies.recordMs(value);
  return latencies.encoded();
};

describe('watchers spread over processes', () => {
  it('deals every socket to exactly one process, the first ones taking the remainder', () => {
    expect([0, 1, 2].map((index) => shareOf(10_000, 3, index))).toEqual([3334, 3333, 3333]);
    expect([0, 1, 2, 3].map((index) => shareOf(2, 4, index))).toEqual([1, 1, 0, 0]);
  });

  it('adds their tick answers up as one watcher process would have given them, percentiles included', () => {
    const merged = mergeReplies([
      { kind: 'ticks', latencies: recorded(1, 2, 3), open: 3, received: 29, expected: 30, distinctTicks: 10 },
      { kind: 'ticks', latencies: recorded(100, 200), open: 2, received: 18, expected: 18, distinctTicks: 9 },
    ]);
    expect(merged).toMatchObject({ kind: 'ticks', open: 5, received: 47, expected: 48, distinctTicks: 10 });
    const summary = Latencies.merged([merged.kind === 'ticks' ? merged.latencies : '']).summary();
    expect(summary).toMatchObject({ count: 5, p50: 3 });
    // The histogram keeps three significant digits.
    expect(summary.max).toBeCloseTo(200, 0);
  });

  it('sums sockets opened and failed, and takes the slowest process as the time to open them', () => {
    expect(
      mergeReplies([
        { kind: 'connected', open: 5000, failed: 0, ms: 4100 },
        { kind: 'connected', open: 4998, failed: 2, ms: 5200 },
      ]),
    ).toEqual({ kind: 'connected', open: 9998, failed: 2, ms: 5200 });
  });

  it('refuses answers of different kinds to one command', () => {
    expect(() => mergeReplies([{ kind: 'closed' }, { kind: 'connected', open: 1, failed: 0, ms: 1 }])).toThrow('answered closed and connected');
  });
});

describe("a load agent's clock", () => {
  it('is read from the exchange with the shortest round trip, half of it the most the offset can be wrong by', () => {
    const offset = clockOffset([
      { sentAt: 1000, remoteNow: 1530, receivedAt: 1040 },
      { sentAt: 2000, remoteNow: 2502, receivedAt: 2002 },
      { sentAt: 3000, remoteNow: 3560, receivedAt: 3100 },
    ]);
    expect(offset).toEqual({ offsetMs: 501, roundTripMs: 2 });
  });

  it('refuses to guess without an exchange', () => {
    expect(() => clockOffset([])).toThrow('No clock exchange');
  });
});
