import { AppError, idempotencyKeyReused, MAX_PAISA, messages, paisaToPkr } from '@pkr/contracts';

/** The wallet's refusals, each with the message a player or operator reads. */
export const walletErrors = {
  insufficientBalance: () => new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance'),
  insufficientForWithdrawal: () => new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance for this withdrawal'),
  adjustmentBelowZero: () => new AppError('INSUFFICIENT_FUNDS', 'Adjustment would take the balance below zero'),
  aboveMaxBalance: () =>
    new AppError('VALIDATION', `This would take the balance above the largest allowed, ${paisaToPkr(MAX_PAISA).toLocaleString('en-US')} PKR`),
  idempotencyKeyReused,
  transferIdReused: () => new AppError('CONFLICT', 'Transfer id already used with different details'),
  transferVoided: () => new AppError('CONFLICT', 'Transfer was voided'),
  notVoidable: () => new AppError('CONFLICT', 'Only debits and credits can be voided'),
  reservedTransferId: () => new AppError('VALIDATION', 'This transfer id is reserved by the wallet'),
  kindNotAllowed: (direction: string, kind: string) =>
    new AppError('VALIDATION', `A ${direction} cannot be of kind ${kind}`),
  alreadyProcessed: () => new AppError('CONFLICT', 'This request has already been processed'),
  depositTransactionUsed: () => new AppError('CONFLICT', 'This transaction ID was already approved for another deposit'),
  tooManyOpenRequests: () => new AppError('RATE_LIMITED', messages.openMoneyRequestsMax),
  requestNotFound: () => new AppError('NOT_FOUND', 'Transaction not found'),
};
