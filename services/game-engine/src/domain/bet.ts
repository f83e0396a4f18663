import { type ActiveBet, type BetSlot, type GameType, type Paisa, paisaToPkr, type PlaceBetReply } from '@pkr/contracts';

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
  /** The bet panel it was placed from: a player holds one bet per slot in a round. */
  slot: BetSlot;
  status: BetStatus;
  cashoutHundredths: number | null;
  payout: Paisa | null;
  /** The client's key for the attempt chain that placed this bet: a retry with it answers this bet. */
  idempotencyKey?: string | undefined;
  /** The client's key of the cash-out that won this bet: a retry with it answers the same win. */
  cashoutKey?: string | undefined;
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
    slot: bet.slot,
  };
}

export const isPlaced = (bet: Bet): bet is Bet & { status: 'active' | 'won' | 'lost' } =>
  bet.status === 'active' || bet.status === 'won' || bet.status === 'lost';

/** The answer to the player who placed the bet. */
export function placedBetReply(bet: Bet): PlaceBetReply {
  return {
    bet: {
      id: bet.id,
      amount: paisaToPkr(bet.amount),
      autoCashoutAt: toMultiplier(bet.autoCashoutHundredths),
      multipleCashouts: bet.multipleCashouts,
      round: bet.round,
      gameType: bet.gameType,
      slot: bet.slot,
    },
    betId: bet.id,
    slot: bet.slot,
  };
}
