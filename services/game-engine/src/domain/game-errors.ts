import { AppError } from '@pkr/contracts';

/**
 * Refusals of bets and cash-outs, worded as the server messages the spec's client maps (section 8).
 * Which phase gives which is written down in docs/decisions.md, under "Phases and which refusal each gives".
 */
export const refusals = {
  bettingOver: () => new AppError('BETTING_CLOSED', 'Betting phase is over'),
  noActiveGame: () => new AppError('NO_ACTIVE_GAME', 'No active game'),
  gameInProgress: () => new AppError('GAME_IN_PROGRESS', 'Game is already in progress'),
  alreadyBet: () => new AppError('ALREADY_BET', 'You have already placed a bet in this round'),
  twoBetsHeld: () => new AppError('ALREADY_BET', 'You already have two bets in this round', undefined, 409),
  betNotPlaced: () => new AppError('UNAVAILABLE', 'The bet could not be placed, please try again'),
  cashoutBeforeStart: () => new AppError('CONFLICT', 'Game has not started yet - wait for the betting phase to end'),
  cashoutNoGame: () => new AppError('NO_ACTIVE_GAME', 'No active game - please wait for the next round to start'),
  cashoutAfterCrash: () => new AppError('CONFLICT', 'Game is not active - a new round will start shortly'),
  cancelAfterBetting: () => new AppError('BETTING_CLOSED', 'Betting is closed for this round', undefined, 409),
  noActiveBet: () => new AppError('NO_ACTIVE_BET', "You don't have an active bet in this round"),
  controlDisabled: () => new AppError('GAME_CONTROL_DISABLED', 'Game control is disabled on this server'),
  roundNotFinished: (round: number) => new AppError('NOT_FOUND', `Round ${round} has not finished`),
};
