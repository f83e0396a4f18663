import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli';
import { profiles } from '../src/profile';

describe('the bench command line', () => {
  it('sizes the bet levels and the profiled round from flags, keeping the rest of the profile', () => {
    const options = parseArgs(['--only', 'bets,profile,transport', '--bet-rates', '100, 400', '--bet-players', '300', '--profile-rate', '150', '--trial-rate', '600'], {
      outDir: 'out',
    });
    expect(options.profile.bets).toEqual({ ...profiles.full.bets, rates: [100, 400], players: 300 });
    expect(options.profile.cpuProfile).toEqual({ rate: 150 });
    expect(options.profile.trial).toEqual({ ...profiles.full.trial, rate: 600 });
    expect(options.profile.betClock).toEqual(profiles.full.betClock);
    expect(options.only).toEqual(['bets', 'profile', 'transport']);
    expect(options.writeDoc).toBe(false);
  });

  it('sizes the fan-out levels from a flag, keeping how long each is measured', () => {
    const options = parseArgs(['--only', 'fanout', '--fanout-clients', '2500,10000'], { outDir: 'out' });
    expect(options.profile.fanout).toEqual({ ...profiles.full.fanout, clients: [2500, 10_000] });
  });

  it('names the flags that resized a profile, so its report does not pass for the goals\' sizes', () => {
    expect(parseArgs(['--fanout-clients', '1000,2500', '--soak-seconds', '120'], { outDir: 'out' }).profile.resizedBy).toBe('--soak-seconds 120 --fanout-clients 1000,2500');
    expect(parseArgs(['--only', 'bus'], { outDir: 'out' }).profile.resizedBy).toBeUndefined();
  });

  it('refuses a size that is not a positive whole number, naming the flag', () => {
    expect(() => parseArgs(['--bet-players', '0'], { outDir: 'out' })).toThrow('--bet-players takes a positive whole number, not 0');
    expect(() => parseArgs(['--bet-rates', '100,fast'], { outDir: 'out' })).toThrow('--bet-rates takes a positive whole number, not fast');
    expect(() => parseArgs(['--fanout-clients', '-5'], { outDir: 'out' })).toThrow('--fanout-clients takes a positive whole number, not -5');
  });

  it('sizes the crash scenario from flags, where no bets in the round is a level of its own', () => {
    const options = parseArgs(['--only', 'crash', '--crash-clients', '10000', '--crash-bets', '0, 1000, 5000'], { outDir: 'out' });
    expect(options.profile.crash).toEqual({ clients: 10_000, bets: [0, 1000, 5000] });
    expect(options.profile.resizedBy).toBe('--crash-clients 10000 --crash-bets 0, 1000, 5000');
    expect(() => parseArgs(['--crash-clients', '0'], { outDir: 'out' })).toThrow('--crash-clients takes a positive whole number, not 0');
    expect(() => parseArgs(['--crash-bets', '0,-1'], { outDir: 'out' })).toThrow('--crash-bets takes a whole number, not -1');
  });

  it('sends the watchers to a load agent only when given its WebSocket address', () => {
    expect(parseArgs(['--watchers', 'ws://10.0.0.2:7070'], { outDir: 'out' }).watchersAgent).toBe('ws://10.0.0.2:7070');
    expect(parseArgs([], { outDir: 'out' }).watchersAgent).toBeUndefined();
    expect(() => parseArgs(['--watchers', '10.0.0.2:7070'], { outDir: 'out' })).toThrow(
      "--watchers takes a load agent's address such as ws://10.0.0.2:7070, not 10.0.0.2:7070",
    );
  });

  it('measures on durable storage first and on non-durable storage beside it, unless told one', () => {
    expect(parseArgs([], { outDir: 'out' }).storages).toEqual(['durable', 'non-durable']);
    expect(parseArgs(['--storage', 'non-durable'], { outDir: 'out' }).storages).toEqual(['non-durable']);
    expect(() => parseArgs(['--storage', 'fast'], { outDir: 'out' })).toThrow('--storage takes durable or non-durable, or both, not fast');
  });
});
