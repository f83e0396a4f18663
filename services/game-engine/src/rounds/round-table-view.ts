import { paisaToPkr, type RoundBetsReply, type RoundTableBet } from '@pkr/contracts';
import { type Bet, isPlaced } from '../domain/bet';
import type { LiveRound } from './live-round';

/**
 * The round's live table as every player sees it: each placed bet (active, won or lost; never one still placing
 * or voided), in PKR, and the count and total staked. A win shows once it is written: a win whose write is still
 * in flight could be undone, and the table never takes back a cash-out it has shown.
 */
export function roundTableView(round: LiveRound): RoundBetsReply {
  const placed = [...round.bets.values()].filter(isPlaced);
  const staked = placed.reduce((sum, bet) => sum + bet.amount, 0);
  return {
    round: round.plan.number,
    bets: placed.map((bet) => toRoundTableBet(bet, round.winsBeingRecorded.isWriting(bet.id))),
    count: placed.length,
    totalAmount: paisaToPkr(staked),
  };
}

function toRoundTableBet(bet: Bet, winBeingWritten: boolean): RoundTableBet {
  const won = bet.status === 'won' && !winBeingWritten;
  return {
    id: bet.id,
    userId: bet.userId,
    username: bet.username,
    amount: paisaToPkr(bet.amount),
    slot: bet.slot,
    cashoutMultiplier: won && bet.cashoutHundredths !== null ? bet.cashoutHundredths / 100 : null,
    winAmount: won && bet.payout !== null ? paisaToPkr(bet.payout) : null,
  };
}
