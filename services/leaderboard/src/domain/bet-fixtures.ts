import { randomUUID } from 'node:crypto';
import { pkrToPaisa } from '@pkr/contracts';
import type { SettledBet } from './settled-bet';

const player = '00000000-0000-4000-8000-000000000001';
let clock = Date.parse('2026-01-01T00:00:00.000Z');

/** A settled bet for domain tests: a loss of 10 PKR at crash 1.50x unless told otherwise; each one a second later. */
export function bet(overrides: Partial<SettledBet> & { pkr?: number } = {}): SettledBet {
  clock += 1_000;
  const { pkr = 10, ...rest } = overrides;
  return {
    betId: randomUUID(),
    userId: player,
    username: 'player_one',
    gameType: 'crash',
    round: 1,
    amount: pkrToPaisa(pkr),
    autoCashoutHundredths: null,
    cashoutHundredths: null,
    payout: 0,
    crashHundredths: 150,
    settledAt: new Date(clock),
    ...rest,
  };
}

/** A won bet of `pkr` cashed out at `hundredths`, paid floor(amount x multiplier) as the engine pays. */
export function won(pkr: number, hundredths: number, overrides: Partial<SettledBet> = {}): SettledBet {
  const amount = pkrToPaisa(pkr);
  return bet({
    pkr,
    cashoutHundredths: hundredths,
    payout: Math.floor((amount * hundredths) / 10_000) * 100,
    crashHundredths: Math.max(hundredths, 600),
    ...overrides,
  });
}

export const lost = (pkr = 10, overrides: Partial<SettledBet> = {}): SettledBet => bet({ pkr, ...overrides });

export const times = (count: number, make: () => SettledBet): SettledBet[] => Array.from({ length: count }, make);
