import type { EndpointTable, Pool } from '@pkr/platform';
import { adjustBalance } from './handlers/adjust';
import { requestDeposit, requestWithdrawal } from './handlers/money-requests';
import { move, voidTransfer } from './handlers/moves';
import { balance, balances, health, history, pendingTransactions, playerTransactions, transactionById } from './handlers/queries';
import { applyRegistrationBonus } from './handlers/registration-bonus';
import { reviewMoneyRequest } from './handlers/review';

export interface WalletContext {
  pool: Pool;
  /** Paisa credited to every new account. */
  registrationBonus: number;
}

/** The wallet's route table: every subject it serves, in the order of the contracts. */
export function walletEndpoints({ pool, registrationBonus }: WalletContext): EndpointTable {
  return {
    'wallet.health': () => health(pool),
    'wallet.debit': (request, { deadline }) => move(pool, 'debit', request, deadline),
    'wallet.credit': (request, { deadline }) => move(pool, 'credit', request, deadline),
    'wallet.void': (request) => voidTransfer(pool, request),
    'wallet.balance': (request) => balance(pool, request.userId),
    'wallet.balances': (request) => balances(pool, request.userIds),
    'wallet.history': (request) => history(pool, request.userId, request.limit),
    'wallet.deposit.request': (request, { deadline }) => requestDeposit(pool, request, deadline),
    'wallet.withdrawal.request': (request, { deadline }) => requestWithdrawal(pool, request, deadline),
    'wallet.transactions.list': (request) => playerTransactions(pool, request.userId),
    'wallet.transactions.pending': () => pendingTransactions(pool),
    'wallet.transactions.get': (request) => transactionById(pool, request.requestId),
    'wallet.transactions.review': (request) => reviewMoneyRequest(pool, request),
    'wallet.adjust': (request) => adjustBalance(pool, request),
    'wallet.on.user-registered': (event) => applyRegistrationBonus(pool, registrationBonus, event),
  };
}
