import { describe, expect, it } from 'vitest';
import { phaseLoad, type TraceEvent } from '../src/scenarios/flight-load';

const page = { pid: 1, tid: 1 };
const otherPage = { pid: 2, tid: 1 };
const task = (ts: number, dur: number, on = page): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, ...on });
const event = (name: string, ts: number, dur: number): TraceEvent => ({ name, ph: 'X', ts, dur, ...page });
const mark = (phase: string, ts: number): TraceEvent => ({ name: 'TimeStamp', ph: 'I', ts, ...page, args: { data: { message: `round:${phase}` } } });
const thread = (on: { pid: number; tid: number }): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, ...on, args: { name: 'CrRendererMain' } });

describe("a live game page's main thread, by the round's phase", () => {
  it("divides the busiest page thread's tasks and script by the seconds of each phase the page was told of", () => {
    const trace = [
      thread(page),
      thread(otherPage),
      // An idle tab of another page: the busiest page thread is the one measured.
      task(0, 10_000, otherPage),
      mark('betting', 0),
      task(0, 50_000),
      task(500_000, 50_000),
      mark('flight', 1_000_000),
      task(1_000_000, 150_000),
      event('FireAnimationFrame', 1_000_000, 100_000),
      event('FunctionCall', 1_010_000, 50_000),
      task(1_500_000, 150_000),
      task(2_000_000, 150_000),
      event('FunctionCall', 2_000_000, 40_000),
      task(2_500_000, 150_000),
      mark('crashed', 3_000_000),
      task(3_000_000, 100_000),
      event('FunctionCall', 3_000_000, 90_000),
    ];

    expect(phaseLoad(trace)).toEqual({
      flightSeconds: 2,
      bettingSeconds: 1,
      flightBusyMsPerS: 300,
      bettingBusyMsPerS: 100,
      // The frame's call inside it is not counted twice, and the crashed phase's call is not flight's.
      flightScriptMsPerS: 70,
    });
  });

  it('counts the time before the first mark in the phase the page was in when tracing began', () => {
    const trace = [thread(page), task(0, 200_000), task(900_000, 100_000), mark('crashed', 1_000_000), task(1_000_000, 50_000)];
    expect(phaseLoad(trace, 'flight')).toMatchObject({ flightSeconds: 1, flightBusyMsPerS: 300, bettingSeconds: 0 });
    expect(phaseLoad(trace)).toMatchObject({ flightSeconds: 0, bettingSeconds: 0 });
  });

  it('reports nothing for a trace without a task', () => {
    expect(phaseLoad([thread(page), mark('flight', 0)])).toEqual({ flightSeconds: 0, bettingSeconds: 0, flightBusyMsPerS: 0, bettingBusyMsPerS: 0, flightScriptMsPerS: 0 });
  });
});
