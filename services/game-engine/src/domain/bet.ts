import { type ActiveBet, type GameType, type Paisa, paisaToPkr } from '@pkr/contracts';

export type BetStatus = 'placing' | 'active' | 'won' | 'lost' | 'voided';

/** A bet as the engine keeps it: money in paisa, multipliers in hundredths. */
export interface Bet {
  id: string;
  gameType: GameType;
  round: number;
  userId: string;
  username: string;
  amount: Paisa;
  autoCashoutHundredths: number | null;
  multipleCashouts: number;
  status: BetStatus;
  cashoutHundredths: number | null;
  payout: Paisa | null;
}

const toMultiplier = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/** A bet as every player sees it (amounts in PKR). Only placed bets are shown: active, won or lost. */
export function toActiveBet(bet: Bet & { status: 'active' | 'won' | 'lost' }): ActiveBet {
  return {
    id: bet.id,
    userId: bet.userId,
    username: bet.username,
    amount: paisaToPkr(bet.amount),
    status: bet.status,
    cashoutMultiplier: toMultiplier(bet.cashoutHundredths),
    autoCashoutAt: toMultiplier(bet.autoCashoutHundredths),
  };
}

export const isPlaced = (bet: Bet): bet is Bet & { status: 'active' | 'won' | 'lost' } =>
  bet.status === 'active' || bet.status === 'won' || bet.status === 'lost';
