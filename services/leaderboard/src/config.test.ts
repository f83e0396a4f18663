import { describe, expect, it } from 'vitest';
import { loadLeaderboardConfig } from './config';

describe('leaderboard configuration', () => {
  it('needs only its database', () => {
    expect(loadLeaderboardConfig({ DATABASE_URL: 'postgres://leaderboard@127.0.0.1:5432/leaderboard' })).toMatchObject({ DATABASE_POOL_SIZE: 10 });
  });

  it('fails fast on a missing database or a pool too small for an event and a read at once', () => {
    expect(() => loadLeaderboardConfig({})).toThrow(/DATABASE_URL/);
    expect(() => loadLeaderboardConfig({ DATABASE_URL: 'postgres://x@h/db', DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
