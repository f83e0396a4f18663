import { describe, expect, it } from 'vitest';
import { messages } from './form-limits';

/** The spec's exact texts: each message built from its limit must read, byte for byte, as written here. */
const specTexts = {
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be at most 32 characters',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 128 characters',
  emailInvalid: 'Please enter a valid email',
  emailLong: 'Email must be at most 100 characters',
  phoneRequired: 'Please enter a phone number',
  phoneLong: 'Phone must be at most 100 characters',
  passwordsDiffer: "Passwords don't match",
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  depositMin: 'Minimum deposit amount is 300 PKR',
  withdrawMin: 'Minimum withdrawal amount is 500 PKR',
  methodRequired: 'Please select a payment method',
  holderNameRequired: 'Please enter account holder name',
  holderNameLong: 'Account holder name must be at most 100 characters',
  transactionIdRequired: 'Please enter the transaction ID from your payment',
  transactionIdLong: 'Transaction ID must be at most 64 characters',
  withdrawPhoneInvalid: 'Please enter a valid phone number',
  openMoneyRequestsMax: 'You already have 5 requests waiting for review. Please wait until one is processed',
  betMin: 'Minimum bet is 10 PKR',
  betMax: 'Maximum bet is 10,000 PKR',
  autoCashoutMin: 'Auto cash-out must be at least 1.01x',
  crashPointMin: 'Crash point must be at least 1.00',
  crashPointMax: 'Crash point can be at most 1,000,000.00',
  roundNumberInvalid: 'Please enter a valid round number',
  balanceAdjustmentMax: 'An adjustment can add or deduct at most 10,000,000 PKR',
  reasonRequired: 'A reason is required',
  reasonLong: 'Reason must be at most 500 characters',
};

describe('the form messages', () => {
  it('read exactly as the spec writes them', () => {
    const { roundNumberNotFuture, ...fixed } = messages;
    expect(fixed).toStrictEqual(specTexts);
    expect(roundNumberNotFuture(1234)).toBe('Round number must be greater than the current round (1234)');
  });
});
