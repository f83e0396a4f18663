import { describe, expect, it } from 'vitest';
import { cpuMeter, cpuMsPer, LOAD_GENERATOR, percentOfCore } from '../src/lib/cpus';

describe('what a bet costs the machine', () => {
  it("counts the bench's own CPU as the load generator's", () => {
    const read = cpuMeter(new Map());
    const startedAt = process.cpuUsage();
    while (process.cpuUsage(startedAt).user < 30_000) Math.sqrt(Math.random());
    const reading = read();
    expect(reading.cpuMs[LOAD_GENERATOR]).toBeGreaterThanOrEqual(30);
  });

  it('gives each process its CPU per unit of work and the total, and its share of one core', () => {
    const reading = { elapsedMs: 2000, cpuMs: { gateway: 600, postgres: 900, [LOAD_GENERATOR]: 300 } };
    expect(cpuMsPer(reading, 1200)).toEqual({ gateway: 0.5, postgres: 0.75, [LOAD_GENERATOR]: 0.25, total: 1.5 });
    expect(percentOfCore(reading)).toEqual({ gateway: 30, postgres: 45, [LOAD_GENERATOR]: 15 });
    expect(cpuMsPer(reading, 0)).toEqual({ gateway: 0, postgres: 0, [LOAD_GENERATOR]: 0, total: 0 });
  });
});
