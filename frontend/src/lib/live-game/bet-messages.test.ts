import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { betFailureMessage, cancelFailureMessage, cashoutFailureMessage } from './bet-messages';
import { betRetryDelay, cashoutRetryDelay } from './bet-api';

const refusal = (status: number, message: string) =>
  new ApiError(status, 'Bad Request', '/api/bet', JSON.stringify({ message }), { message }, 'r1');

describe('bet and cash-out failures', () => {
  it('maps the bet refusals of spec section 8', () => {
    expect(betFailureMessage(refusal(400, 'Betting phase is over'))).toBe('Betting phase has ended. Please wait for the next round.');
    expect(betFailureMessage(refusal(404, 'No active game'))).toBe('No active game found. Please wait for a new round to start.');
    expect(betFailureMessage(refusal(400, 'Game is already in progress'))).toBe('Game has already started. Please wait for the next round to place a bet.');
    expect(betFailureMessage(refusal(400, 'Insufficient balance'))).toBe('Failed to place bet');
    expect(betFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to place bet');
  });

  it('shows the player-protection refusals as the server words them', () => {
    const excluded = 'You have excluded yourself until 3 Dec 2026, 14:05. Betting, deposits and purchases are closed until then.';
    expect(betFailureMessage(refusal(403, excluded))).toBe(excluded);
    expect(betFailureMessage(refusal(409, 'Please answer the reality check first'))).toBe('Please answer the reality check first');
    const lossLimit = 'Your daily loss limit of Rs. 1,000 is reached. It resets at midnight.';
    expect(betFailureMessage(refusal(400, lossLimit))).toBe(lossLimit);
    expect(betFailureMessage(refusal(409, 'You have already placed a bet in this round'))).toBe('Failed to place bet');
  });

  it('shows the refusal of a third bet and of a late cancel as the server words them', () => {
    expect(betFailureMessage(refusal(409, 'You already have two bets in this round'))).toBe('You already have two bets in this round');
    expect(cancelFailureMessage(refusal(409, 'Betting is closed for this round'))).toBe('Betting is closed for this round');
    expect(cancelFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to cancel bet');
  });

  it('retries a bet at 800 ms, 1500 ms without an active game, never on a final refusal', () => {
    expect(betRetryDelay(new TypeError('Failed to fetch'))).toBe(800);
    expect(betRetryDelay(refusal(404, 'No active game'))).toBe(1500);
    expect(betRetryDelay(refusal(400, 'Betting phase is over'))).toBeNull();
    expect(betRetryDelay(refusal(400, 'Insufficient balance'))).toBeNull();
  });

  it('asks again about a bet or cash-out the server is still confirming', () => {
    const stillConfirming = (message: string) =>
      new ApiError(409, 'Conflict', '/api/bet', JSON.stringify({ message, code: 'PENDING' }), { message, code: 'PENDING' }, 'r2');
    expect(betRetryDelay(stillConfirming('Your bet is being confirmed'))).toBe(800);
    expect(cashoutRetryDelay(stillConfirming('Your cash-out is being confirmed'))).toBe(300);
    expect(cashoutRetryDelay(refusal(409, 'Game is not active - a new round will start shortly'))).toBeNull();
  });

  it('retries a cash-out only on network errors and shows the server refusals as they are', () => {
    expect(cashoutRetryDelay(new TypeError('Failed to fetch'))).toBe(300);
    expect(cashoutRetryDelay(refusal(400, "You don't have an active bet in this round"))).toBeNull();
    expect(cashoutFailureMessage(refusal(400, "You don't have an active bet in this round"))).toBe("You don't have an active bet in this round");
    expect(cashoutFailureMessage(refusal(500, 'boom'))).toBe('Error cashing out');
    expect(cashoutFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to cash out after multiple attempts');
  });
});
