import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader, stageAt } from './full-screen-loader';

afterEach(() => {
  vi.useRealTimers();
});

describe('the full-screen loader', () => {
  it('names the stages in order as progress grows', () => {
    expect([0, 17, 34, 51, 67, 100].map(stageAt)).toEqual([
      'Initializing Systems',
      'Connecting to Server',
      'Loading Game Assets',
      'Preparing Game Environment',
      'Setting Up Interface',
      'Finalizing',
    ]);
  });

  it('grows by up to 15 every 500 ms and stops at 100', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    render(<FullScreenLoader title="Dice" />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Initializing Systems')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500 * 10));
    expect(screen.getByText('Finalizing')).toBeTruthy();
    const bar = screen.getByRole('status').querySelector('[style]') as HTMLElement;
    expect(bar.style.width).toBe('100%');
  });
});
