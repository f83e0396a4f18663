import { describe, expect, it } from 'vitest';
import { loadGameConfig } from './config';

const required = { DATABASE_URL: 'postgres://engine@localhost/game_engine' };

describe('game engine configuration', () => {
  it('defaults to the spec timings, a 1 % edge, a 6.00x cap and Game Control off', () => {
    const config = loadGameConfig(required);
    expect(config).toMatchObject({
      GAME_CONTROL_ENABLED: false,
      HOUSE_EDGE_PERCENT: 1,
      MAX_MULTIPLIER: 6,
      ROUND_MAX_PAYOUT_PKR: 5_000_000,
      BETTING_MS: 5_000,
      AVIATOR_FIRST_BETTING_MS: 5_000,
      AVIATOR_BETTING_MS: 7_000,
      TRANSITION_MS: 2_000,
      CRASHED_PAUSE_MS: 3_000,
      TICK_MS: 100,
      FAIRNESS_CHAIN_LENGTH: 1_000_000,
      FAIRNESS_CEREMONY: 'one-step',
      DATABASE_POOL_SIZE: 10,
    });
    expect(config.FAIRNESS_SALT).toBeUndefined();
  });

  it('reads a larger database pool, and refuses one of a single connection, naming the key', () => {
    expect(loadGameConfig({ ...required, DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    expect(() => loadGameConfig({ ...required, DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('switches Game Control on only when asked, and treats an empty salt as unset', () => {
    const config = loadGameConfig({ ...required, GAME_CONTROL_ENABLED: 'true', FAIRNESS_SALT: '' });
    expect(config.GAME_CONTROL_ENABLED).toBe(true);
    expect(config.FAIRNESS_SALT).toBeUndefined();
  });

  it('takes the two-phase ceremony when asked, and refuses a ceremony it does not know, naming the key', () => {
    expect(loadGameConfig({ ...required, FAIRNESS_CEREMONY: 'two-phase' }).FAIRNESS_CEREMONY).toBe('two-phase');
    expect(() => loadGameConfig({ ...required, FAIRNESS_CEREMONY: 'later' })).toThrow(/FAIRNESS_CEREMONY/);
  });

  it('refuses a cap below 1.00x or above what a round stores, and an edge with more than two decimals, naming the key', () => {
    expect(() => loadGameConfig({ ...required, MAX_MULTIPLIER: '0.5' })).toThrow(/MAX_MULTIPLIER/);
    expect(loadGameConfig({ ...required, MAX_MULTIPLIER: '1000000' }).MAX_MULTIPLIER).toBe(1_000_000);
    expect(() => loadGameConfig({ ...required, MAX_MULTIPLIER: '1000000.01' })).toThrow(/MAX_MULTIPLIER/);
    expect(() => loadGameConfig({ ...required, HOUSE_EDGE_PERCENT: '1.005' })).toThrow(/HOUSE_EDGE_PERCENT/);
  });
});
