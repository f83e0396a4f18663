import { AppError, type ChatWinCard, type PlayerBet } from '@pkr/contracts';

/** The card a shared win shows, built from the engine's record of the bet and never from what a client sent. */
export function winCardOf(bet: PlayerBet): ChatWinCard {
  if (bet.status !== 'won' || bet.cashoutMultiplier === null) throw new AppError('VALIDATION', 'Only a won bet can be shared');
  return {
    betId: bet.id,
    gameType: bet.gameType,
    round: bet.round,
    amount: bet.amount,
    multiplier: bet.cashoutMultiplier,
    payout: bet.payout,
    verifyPath: `/fairness?${new URLSearchParams({ game: bet.gameType, round: String(bet.round) })}`,
  };
}
