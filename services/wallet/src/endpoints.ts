import type { EndpointTable, Pool } from '@pkr/platform';
import type { AnnounceBalances } from './balance-announcer';
import { adjustBalance } from './handlers/adjust';
import { moveBatch } from './handlers/move-batch';
import { requestDeposit, requestWithdrawal } from './handlers/money-requests';
import { move, voidTransfer } from './handlers/moves';
import { balance, balances, health, history, pendingTransactions, playerTransactions, transactionById } from './handlers/queries';
import { copyProtectionState } from './handlers/protection-changed';
import { applyRegistrationBonus } from './handlers/registration-bonus';
import { reviewMoneyRequest } from './handlers/review';
import { moneyRequestForms } from './domain/money-requests';

export interface WalletContext {
  pool: Pool;
  /** Paisa credited to every new account. */
  registrationBonus: number;
  /** Tells the players' open screens their new balance once a transfer has committed. */
  announce: AnnounceBalances;
  /** The largest deposit request, in PKR. */
  depositMaxPkr: number;
  /** The wallet's clock, which breaks, exclusions and deposit windows are decided by. */
  now: () => Date;
}

/** The wallet's route table: every subject it serves, in the order of the contracts. */
export function walletEndpoints({ pool, registrationBonus, announce, depositMaxPkr, now }: WalletContext): EndpointTable {
  const ledger = { pool, announce, now };
  const desk = { ...ledger, forms: moneyRequestForms(depositMaxPkr) };
  return {
    'wallet.health': () => health(pool),
    'wallet.debit': (request, { deadline }) => move(ledger, 'debit', request, deadline),
    'wallet.credit': (request, { deadline }) => move(ledger, 'credit', request, deadline),
    'wallet.debit.batch': (request, { deadline }) => moveBatch(ledger, 'debit', request, deadline),
    'wallet.credit.batch': (request, { deadline }) => moveBatch(ledger, 'credit', request, deadline),
    'wallet.void': (request) => voidTransfer(ledger, request),
    'wallet.balance': (request) => balance(pool, request.userId),
    'wallet.balances': (request) => balances(pool, request.userIds),
    'wallet.history': (request) => history(pool, request.userId, request.limit),
    'wallet.deposit.request': (request, { deadline }) => requestDeposit(desk, request, deadline),
    'wallet.withdrawal.request': (request, { deadline }) => requestWithdrawal(desk, request, deadline),
    'wallet.transactions.list': (request) => playerTransactions(pool, request.userId),
    'wallet.transactions.pending': () => pendingTransactions(pool),
    'wallet.transactions.get': (request) => transactionById(pool, request.requestId),
    'wallet.transactions.review': (request) => reviewMoneyRequest(ledger, request),
    'wallet.adjust': (request) => adjustBalance(ledger, request),
    'wallet.on.user-registered': (event) => applyRegistrationBonus(ledger, registrationBonus, event),
    'wallet.on.protection-changed': (event) => copyProtectionState(pool, event),
  };
}
