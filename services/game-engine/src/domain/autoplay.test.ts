import { describe, expect, it } from 'vitest';
import { type Autoplay, countRound } from './autoplay';

const autoplay: Autoplay = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  username: 'player',
  gameType: 'crash',
  slot: 1,
  amount: 10_000,
  autoCashoutHundredths: 200,
  rounds: 3,
  roundsPlayed: 0,
  net: 0,
  lossStop: 20_000,
  winStop: 10_000,
  singleWinStop: 30_000,
  lastRound: 0,
  stoppedReason: null,
};
const lost = (round: number) => ({ round, amount: 10_000, payout: 0 });
const won = (round: number, payout: number) => ({ round, amount: 10_000, payout });

describe('counting an auto-play round', () => {
  it('adds the round to the rounds played and its result to the net', () => {
    expect(countRound(autoplay, lost(7))).toMatchObject({ roundsPlayed: 1, net: -10_000, lastRound: 7, stoppedReason: null });
  });

  it('stops at the loss stop, not one paisa before it', () => {
    expect(countRound(countRound(autoplay, lost(1)), lost(2)).stoppedReason).toBe('loss-stop');
    expect(countRound(countRound({ ...autoplay, lossStop: 20_001 }, lost(1)), lost(2)).stoppedReason).toBeNull();
  });

  it('stops at the win stop and at the single-win stop, not one paisa before either', () => {
    expect(countRound(autoplay, won(1, 20_000)).stoppedReason).toBe('win-stop');
    expect(countRound({ ...autoplay, winStop: 10_001 }, won(1, 20_000)).stoppedReason).toBeNull();
    expect(countRound({ ...autoplay, winStop: null }, won(1, 30_000)).stoppedReason).toBe('single-win-stop');
    expect(countRound({ ...autoplay, winStop: null, singleWinStop: 30_001 }, won(1, 30_000)).stoppedReason).toBeNull();
  });

  it('names the stop reached in its last round rather than the rounds running out', () => {
    const lastRound = { ...autoplay, roundsPlayed: 2 };
    expect(countRound(lastRound, won(3, 10_500)).stoppedReason).toBe('rounds-done');
    expect(countRound(lastRound, won(3, 20_000)).stoppedReason).toBe('win-stop');
  });
});
