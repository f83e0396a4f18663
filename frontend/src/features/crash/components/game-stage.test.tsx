import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/i18n';
import { initialLiveView, type LiveView } from '@/lib/live-game/game-state';
import { GameStage } from './game-stage';

describe('the Crash stage in flight', () => {
  beforeEach(() => {
    // The clock and the animation frames, played by the test: three seconds of flight at 60 frames a second.
    vi.useFakeTimers({ now: 1_000_000 });
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.useRealTimers());

  it('climbs the number and the tab title every frame without writing the stage\'s other texts again', () => {
    const view: LiveView = { ...initialLiveView, phase: 'running', round: 7, multiplier: 1, flightStartedAt: Date.now() };
    render(<GameStage view={view} phase="running" secondsLeft={0} />);
    const translate = vi.spyOn(i18next, 't');
    for (let frame = 0; frame < 180; frame += 1) act(() => vi.advanceTimersByTime(1_000 / 60));
    const shown = screen.getByTestId('multiplier').textContent ?? '';
    expect(parseFloat(shown)).toBeGreaterThan(1.1);
    expect(document.title).toBe(shown);
    expect(screen.getByText('Round 7')).toBeTruthy();
    expect(translate).not.toHaveBeenCalled();
  });
});
