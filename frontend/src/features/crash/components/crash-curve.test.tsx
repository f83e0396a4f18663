import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrashCurve } from './crash-curve';

type Call = { name: string; value?: unknown };

/** A 2D context that records what the curve did with it: jsdom draws nothing. */
function recordingContext(calls: Call[]) {
  const record = (name: string) => () => calls.push({ name });
  return new Proxy(
    {},
    {
      get: (_, name: string) => (name === 'canvas' ? undefined : record(name)),
      set: (_, name: string, value: unknown) => {
        calls.push({ name, value });
        return true;
      },
    },
  );
}

describe('the Crash curve', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recordingContext(calls) as unknown as CanvasRenderingContext2D);
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('requestAnimationFrame', () => 1);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const strokes = () => calls.filter((call) => call.name === 'strokeStyle').map((call) => call.value);

  it('draws the flight in green and keeps it, in red, once the round has crashed', () => {
    const view = render(<CrashCurve phase="running" flightStartedAt={Date.now() - 3_000} crashPoint={null} />);
    expect(strokes()).toEqual(['#34d399']);
    view.rerender(<CrashCurve phase="crashed" flightStartedAt={null} crashPoint={1.42} />);
    expect(strokes()).toEqual(['#34d399', '#f87171']);
  });

  it('draws nothing while bets are taken', () => {
    render(<CrashCurve phase="betting" flightStartedAt={null} crashPoint={null} />);
    expect(strokes()).toEqual([]);
    expect(calls.map((call) => call.name)).toContain('clearRect');
  });

  it('follows a corrected flight start without starting its drawing loop again', () => {
    const view = render(<CrashCurve phase="running" flightStartedAt={Date.now() - 3_000} crashPoint={null} />);
    view.rerender(<CrashCurve phase="running" flightStartedAt={Date.now() - 3_004} crashPoint={null} />);
    expect(strokes()).toEqual(['#34d399']);
  });
});
