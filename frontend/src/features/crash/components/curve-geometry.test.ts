import { MULTIPLIER_GROWTH_PER_MS } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { curvePoints } from './curve-geometry';

describe('the crash curve', () => {
  it('starts at take-off in the bottom-left corner and only climbs', () => {
    const points = curvePoints(5_000, 400, 200);
    expect(points[0]).toEqual({ x: 0, y: 200 });
    for (let index = 1; index < points.length; index += 1) {
      expect(points[index]!.x).toBeGreaterThan(points[index - 1]!.x);
      expect(points[index]!.y).toBeLessThan(points[index - 1]!.y);
    }
  });

  it('keeps a long flight inside the box, with room above and to the right', () => {
    const elapsed = Math.log(5) / MULTIPLIER_GROWTH_PER_MS;
    const tip = curvePoints(elapsed, 400, 200).at(-1)!;
    expect(tip.x).toBeCloseTo(400 / 1.15, 5);
    expect(tip.y).toBeGreaterThan(0);
    expect(tip.y).toBeLessThan(200);
  });
});
