import { databaseAnswers, type EndpointTable } from '@pkr/platform';
import type { AdminContext } from './context';
import { adjustBalance } from './handlers/adjust';
import { listAudit } from './handlers/audit';
import { chatRooms, deleteChatMessage, muteChatWriter } from './handlers/chat';
import { controlGame, gameHistory, roundsInfo } from './handlers/games';
import { setAdminRight } from './handlers/rights';
import { selfExcludeUser } from './handlers/self-exclusion';
import { adminLogin, adminLogout } from './handlers/sign-in';
import { pendingTransactions, reviewTransaction } from './handlers/transactions';
import { listUsers } from './handlers/users';

/** The admin service's route table: every admin call, each checked against auth before it does anything. */
export function adminEndpoints(context: AdminContext): EndpointTable {
  return {
    'admin.health': async () => ({ service: 'admin', database: await databaseAnswers(context.pool) }),
    'admin.login': (request) => adminLogin(context, request),
    'admin.logout': (request) => adminLogout(context, request),
    'admin.users.list': (request) => listUsers(context, request),
    'admin.users.adjust': (request) => adjustBalance(context, request),
    'admin.users.set-admin': (request) => setAdminRight(context, request),
    'admin.users.self-exclude': (request) => selfExcludeUser(context, request),
    'admin.transactions.pending': (request) => pendingTransactions(context, request),
    'admin.transactions.review': (request) => reviewTransaction(context, request),
    'admin.game.rounds': (request) => roundsInfo(context, request),
    'admin.game.control': (request) => controlGame(context, request),
    'admin.games.history': (request) => gameHistory(context, request),
    'admin.audit.list': (request) => listAudit(context, request),
    'admin.chat.rooms': (request) => chatRooms(context, request),
    'admin.chat.delete': (request) => deleteChatMessage(context, request),
    'admin.chat.mute': (request) => muteChatWriter(context, request),
  };
}
