import { multiplierAt } from '@pkr/contracts';
import { useEffect, useState } from 'react';
import type { LiveView } from './game-state';

/**
 * The multiplier drawn every animation frame (about 60 fps) from the server's growth curve and the flight's
 * start, so the number climbs smoothly between the ~10 ticks a second. It never shows less than the last tick.
 */
export function useLiveMultiplier({ phase, multiplier, flightStartedAt }: Pick<LiveView, 'phase' | 'multiplier' | 'flightStartedAt'>): number {
  const [drawn, setDrawn] = useState(multiplier);
  const flying = phase === 'running' && flightStartedAt !== null;

  useEffect(() => {
    if (!flying) return;
    let frame = 0;
    const draw = () => {
      setDrawn(Math.max(multiplier, multiplierAt(Date.now() - flightStartedAt)));
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [flying, multiplier, flightStartedAt]);

  return flying ? Math.max(drawn, multiplier) : multiplier;
}
