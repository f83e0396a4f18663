import type { z } from 'zod';
import * as admin from './schemas/admin';
import * as auth from './schemas/auth';
import * as events from './schemas/events';
import * as game from './schemas/game';
import * as health from './schemas/health';
import * as autoplay from './schemas/autoplay';
import * as avatar from './schemas/avatar';
import * as adminChat from './schemas/admin-chat';
import * as chat from './schemas/chat';
import { BALANCE_SUBJECT } from './schemas/balance';
import { AUTOPLAY_SUBJECT_PATTERN } from './schemas/autoplay';
import { PRESENCE_SUBJECT } from './schemas/presence';
import { REALITY_CHECK_SUBJECT_PATTERN } from './schemas/live';
import * as leaderboard from './schemas/leaderboard';
import * as protection from './schemas/protection';
import * as roundTable from './schemas/round-table';
import * as wallet from './schemas/wallet';

/** A request/reply subject: what a caller sends and what it gets back. */
export interface EndpointContract {
  request: z.ZodType;
  reply: z.ZodType;
}

/** Endpoints served by the leader of one game type; the subject names the game: `game.crash.bet`. */
const gameActions = {
  state: { request: game.gameStateRequestSchema, reply: game.gameStateSchema },
  bet: { request: game.placeBetRequestSchema, reply: game.placeBetReplySchema },
  cashout: { request: game.cashoutRequestSchema, reply: game.cashoutReplySchema },
  /** What the gateways send: the bets and the cash-outs that reach one of them together, in one message. */
  bets: { request: game.placeBetsRequestSchema, reply: game.placeBetsReplySchema },
  cashouts: { request: game.cashoutsRequestSchema, reply: game.cashoutsReplySchema },
  cancel: { request: game.cancelBetRequestSchema, reply: game.cancelBetReplySchema },
  'rounds-info': { request: game.gameStateRequestSchema, reply: game.roundsInfoReplySchema },
  control: { request: game.gameControlRequestSchema, reply: game.gameControlReplySchema },
  /** The live round's table of bets; between rounds, the crashed round's until the next betting phase. */
  'round-bets': { request: game.gameStateRequestSchema, reply: roundTable.roundBetsReplySchema },
} satisfies Record<string, EndpointContract>;
export type GameAction = keyof typeof gameActions;

type GameEndpoints = {
  [A in GameAction as `game.${game.GameType}.${A}`]: (typeof gameActions)[A];
};

function perGameEndpoints(): GameEndpoints {
  const entries = game.gameTypes.flatMap((gameType) =>
    Object.entries(gameActions).map(([action, contract]) => [`game.${gameType}.${action}`, contract] as const),
  );
  return Object.fromEntries(entries) as GameEndpoints;
}

export const gameSubject = <A extends GameAction>(gameType: game.GameType, action: A) =>
  `game.${gameType}.${action}` as `game.${game.GameType}.${A}`;

/** Every request/reply subject in the system, with its schemas. Subjects put the owning service first. */
export const endpoints = {
  'auth.health': { request: health.healthRequestSchema, reply: health.healthReplySchema },
  'wallet.health': { request: health.healthRequestSchema, reply: health.healthReplySchema },
  'game.health': { request: health.healthRequestSchema, reply: game.gameHealthReplySchema },
  'leaderboard.health': { request: health.healthRequestSchema, reply: health.healthReplySchema },
  'admin.health': { request: health.healthRequestSchema, reply: health.healthReplySchema },
  'chat.health': { request: health.healthRequestSchema, reply: health.healthReplySchema },

  'auth.register': { request: auth.registerBusRequestSchema, reply: auth.sessionReplySchema },
  'auth.login': { request: auth.authenticateRequestSchema, reply: auth.loginReplySchema },
  'auth.admin-login': { request: auth.adminAuthenticateRequestSchema, reply: auth.sessionReplySchema },
  'auth.logout': { request: auth.logoutRequestSchema, reply: auth.okReplySchema },
  'auth.session.resolve': { request: auth.resolveSessionRequestSchema, reply: auth.resolvedSessionSchema },
  'auth.user.get': { request: auth.userByIdRequestSchema, reply: auth.authUserSchema },
  'auth.users.list': { request: auth.listUsersRequestSchema, reply: auth.usersReplySchema },
  /** The session's user as stored now: the admin service re-checks isAdmin on every admin call. */
  'auth.session.check': { request: auth.checkSessionRequestSchema, reply: auth.resolvedSessionSchema },
  /** Sessions a gateway keeps, asked about again together before its answers run out. */
  'auth.sessions.check': { request: auth.checkSessionsRequestSchema, reply: auth.checkSessionsReplySchema },
  'auth.users.set-admin': { request: auth.setAdminRequestSchema, reply: auth.setAdminReplySchema },
  /** The avatar shop (its own issue): auth owns the profile; the purchase debits through 'wallet.debit'. */
  'auth.avatar.purchase': { request: avatar.purchaseAccessoryRequestSchema, reply: avatar.purchaseAccessoryReplySchema },
  'auth.avatar.update': { request: avatar.updateAvatarRequestSchema, reply: auth.authUserSchema },
  'auth.profile.update': { request: avatar.updateProfileRequestSchema, reply: auth.authUserSchema },
  'auth.avatars.get': { request: auth.avatarsRequestSchema, reply: auth.avatarsReplySchema },
  /** An account made before registration asked for it gives its date of birth; under 18 is refused. */
  'auth.user.date-of-birth': { request: auth.dateOfBirthRequestSchema, reply: auth.authUserSchema },
  /** Player protection: auth owns the state and announces every change as 'events.auth.protection-changed'. */
  'auth.protection.get': { request: protection.protectionGetRequestSchema, reply: protection.protectionStateSchema },
  'auth.protection.limits.set': { request: protection.setLimitsRequestSchema, reply: protection.protectionStateSchema },
  'auth.protection.limits.cancel-increase': { request: protection.cancelIncreaseRequestSchema, reply: protection.protectionStateSchema },
  'auth.protection.break': { request: protection.takeBreakRequestSchema, reply: protection.protectionStateSchema },
  'auth.protection.self-exclude': { request: protection.selfExcludeRequestSchema, reply: protection.protectionStateSchema },
  'auth.protection.reality-check': { request: protection.realityCheckRequestSchema, reply: protection.protectionStateSchema },
  'auth.protection.history': { request: protection.protectionGetRequestSchema, reply: protection.protectionHistoryReplySchema },
  'auth.protection.many': { request: protection.protectionManyRequestSchema, reply: protection.protectionManyReplySchema },

  'wallet.debit': { request: wallet.moveRequestSchema, reply: wallet.transferReplySchema },
  'wallet.credit': { request: wallet.moveRequestSchema, reply: wallet.transferReplySchema },
  /** The bets (or payouts) of a few milliseconds moved together: one transaction and one bus round trip for all. */
  'wallet.debit.batch': { request: wallet.moveBatchRequestSchema, reply: wallet.moveBatchReplySchema },
  'wallet.credit.batch': { request: wallet.moveBatchRequestSchema, reply: wallet.moveBatchReplySchema },
  'wallet.void': { request: wallet.voidRequestSchema, reply: wallet.voidReplySchema },
  'wallet.balance': { request: wallet.balanceRequestSchema, reply: wallet.balanceReplySchema },
  'wallet.balances': { request: wallet.balancesRequestSchema, reply: wallet.balancesReplySchema },
  'wallet.history': { request: wallet.historyRequestSchema, reply: wallet.historyReplySchema },
  'wallet.deposit.request': { request: wallet.moneyRequestSchema, reply: wallet.transactionSchema },
  'wallet.withdrawal.request': { request: wallet.moneyRequestSchema, reply: wallet.transactionSchema },
  'wallet.transactions.list': { request: wallet.transactionsRequestSchema, reply: wallet.transactionsReplySchema },
  'wallet.transactions.pending': { request: wallet.pendingRequestSchema, reply: wallet.transactionsReplySchema },
  'wallet.transactions.review': { request: wallet.reviewRequestSchema, reply: wallet.reviewReplySchema },
  'wallet.transactions.get': { request: wallet.transactionByIdRequestSchema, reply: wallet.transactionSchema },
  'wallet.adjust': { request: wallet.adjustRequestSchema, reply: wallet.adjustReplySchema },
  'wallet.on.user-registered': { request: events.userRegisteredSchema, reply: events.eventAckSchema },
  'leaderboard.on.user-registered': { request: events.userRegisteredSchema, reply: events.eventAckSchema },
  'wallet.on.protection-changed': { request: events.protectionChangedSchema, reply: events.eventAckSchema },
  'game.on.protection-changed': { request: events.protectionChangedSchema, reply: events.eventAckSchema },
  'leaderboard.on.bet-settled': { request: events.betSettledSchema, reply: events.eventAckSchema },
  'leaderboard.on.bet-settled.batch': { request: events.betSettledBatchSchema, reply: events.eventAcksSchema },
  /** Served by every gateway without a queue group, so one delivery reaches them all; the first answer acknowledges. */
  'gateway.on.sessions-changed': { request: events.sessionsChangedSchema, reply: events.eventAckSchema },
  /** The engine stops the player's auto-plays: it never plays for a player who logged out or was acted on. */
  'game.on.sessions-changed': { request: events.sessionsChangedSchema, reply: events.eventAckSchema },
  'leaderboard.get': { request: leaderboard.leaderboardRequestSchema, reply: leaderboard.leaderboardReplySchema },
  'leaderboard.stats': { request: leaderboard.statsRequestSchema, reply: leaderboard.statsReplySchema },
  'leaderboard.player': { request: leaderboard.playerFiguresRequestSchema, reply: leaderboard.playerFiguresSchema },

  /** The admin service: every call of the admin panel, each checked against auth and written to the audit log. */
  'admin.login': { request: admin.adminLoginRequestSchema, reply: admin.adminLoginReplySchema },
  'admin.logout': { request: admin.adminLogoutRequestSchema, reply: admin.adminOkReplySchema },
  'admin.users.list': { request: admin.adminUsersRequestSchema, reply: admin.adminUsersReplySchema },
  'admin.users.adjust': { request: admin.adminAdjustRequestSchema, reply: admin.adminAdjustReplySchema },
  'admin.users.set-admin': { request: admin.adminSetAdminRequestSchema, reply: admin.adminSetAdminReplySchema },
  /** Puts a player on self-exclusion with a reason; nothing lifts or shortens one. */
  'admin.users.self-exclude': { request: admin.adminSelfExcludeRequestSchema, reply: admin.adminSelfExcludeReplySchema },
  'admin.transactions.pending': { request: admin.adminPendingRequestSchema, reply: wallet.transactionsReplySchema },
  'admin.transactions.review': { request: admin.adminReviewRequestSchema, reply: wallet.transactionSchema },
  'admin.game.rounds': { request: admin.adminRoundsRequestSchema, reply: game.roundsInfoReplySchema },
  'admin.game.control': { request: admin.adminGameControlRequestSchema, reply: game.gameControlReplySchema },
  'admin.games.history': { request: admin.adminGameHistoryRequestSchema, reply: game.historyListReplySchema },
  'admin.audit.list': { request: admin.adminAuditRequestSchema, reply: admin.auditPageSchema },
  'admin.chat.rooms': { request: adminChat.adminChatRoomsRequestSchema, reply: adminChat.adminChatRoomsReplySchema },
  'admin.chat.delete': { request: adminChat.adminChatDeleteRequestSchema, reply: chat.chatDeleteReplySchema },
  'admin.chat.mute': { request: adminChat.adminChatMuteRequestSchema, reply: chat.chatMuteReplySchema },

  /** The chat beside each game: served by every replica of the chat service from its own database. */
  'chat.history': { request: chat.chatHistoryRequestSchema, reply: chat.chatHistoryReplySchema },
  'chat.post': { request: chat.chatPostRequestSchema, reply: chat.chatMessageSchema },
  'chat.mute.status': { request: chat.chatMuteStatusRequestSchema, reply: chat.chatMuteStatusReplySchema },
  'chat.delete': { request: chat.chatDeleteRequestSchema, reply: chat.chatDeleteReplySchema },
  'chat.mute': { request: chat.chatMuteRequestSchema, reply: chat.chatMuteReplySchema },

  'game.fairness.get': { request: game.fairnessRequestSchema, reply: game.fairnessReplySchema },
  'game.fairness.round': { request: game.fairnessRoundRequestSchema, reply: game.fairnessRoundReplySchema },
  'game.history.list': { request: game.historyListRequestSchema, reply: game.historyListReplySchema },
  'game.bets.list': { request: game.playerBetsRequestSchema, reply: game.playerBetsReplySchema },
  /** One of a player's bets by its id (chat builds a shared win from it); another player's bet is not found. */
  'game.bet.get': { request: game.playerBetRequestSchema, reply: game.playerBetSchema },
  /** The biggest wins of the day, month or year in Pakistan: read from the shared database, so any replica answers. */
  'game.top': { request: roundTable.topWinsRequestSchema, reply: roundTable.topWinsReplySchema },
  /** The player answered the reality check: bets are taken again, and the next check comes N minutes later. */
  'game.reality-check.ack': { request: protection.realityCheckAckRequestSchema, reply: protection.realityCheckAckReplySchema },
  /** Auto-plays live in the engine's database, so any replica starts, lists and stops them; the leader plays them. */
  'game.autoplay.start': { request: autoplay.startAutoplayRequestSchema, reply: autoplay.startAutoplayReplySchema },
  'game.autoplay.list': { request: autoplay.listAutoplaysRequestSchema, reply: autoplay.listAutoplaysReplySchema },
  'game.autoplay.stop': { request: autoplay.stopAutoplayRequestSchema, reply: autoplay.stopAutoplayReplySchema },
  'game.autoplay.stop-player': { request: autoplay.stopPlayerAutoplaysRequestSchema, reply: autoplay.stopPlayerAutoplaysReplySchema },
  ...perGameEndpoints(),
} satisfies Record<string, EndpointContract>;

export type Endpoints = typeof endpoints;
export type Subject = keyof Endpoints;
export type RequestOf<S extends Subject> = z.input<Endpoints[S]['request']>;
export type ParsedRequestOf<S extends Subject> = z.output<Endpoints[S]['request']>;
export type ReplyOf<S extends Subject> = z.output<Endpoints[S]['reply']>;

/**
 * Events that must not be lost. The producer writes one outbox row per consumer subject listed here, in the
 * same transaction as the state change, and redelivers until that consumer acknowledges.
 */
export const durableEvents = {
  'events.auth.user-registered': { schema: events.userRegisteredSchema, consumers: ['wallet.on.user-registered', 'leaderboard.on.user-registered'] },
  'events.game.bet-settled': { schema: events.betSettledSchema, consumers: ['leaderboard.on.bet-settled'] },
  'events.auth.sessions-changed': { schema: events.sessionsChangedSchema, consumers: ['gateway.on.sessions-changed', 'game.on.sessions-changed'] },
  /** Each service that moves money keeps its own copy and refuses inside the transaction that would move it. */
  'events.auth.protection-changed': { schema: events.protectionChangedSchema, consumers: ['wallet.on.protection-changed', 'game.on.protection-changed'] },
} as const satisfies Record<string, { schema: z.ZodType; consumers: readonly Subject[] }>;
export type DurableEvent = keyof typeof durableEvents;

/**
 * Consumers that also take a run of their deliveries in one call (`{ events: [...] }`, answered `{ acks }`): an
 * outbox relay sends consecutive due rows of such a subject together, a lone row as it is.
 */
export const batchDeliveries = {
  'leaderboard.on.bet-settled': 'leaderboard.on.bet-settled.batch',
} as const satisfies Partial<Record<Subject, Subject>>;

/**
 * Fire-and-forget fan-out: every gateway hears every message (no queue group). Every player's balance changes go
 * out on one subject, `live.balance` (schemas/balance.ts), each naming its player.
 */
export const broadcasts = {
  liveGame: 'live.game',
  balance: BALANCE_SUBJECT,
  /** A player's reality check, on `live.reality-check.<userId>` (schemas/live.ts), forwarded to that player's sockets. */
  realityCheck: REALITY_CHECK_SUBJECT_PATTERN,
  /** A player's auto-play updates, on `live.autoplay.<userId>` (schemas/autoplay.ts), forwarded to that player's sockets. */
  autoplay: AUTOPLAY_SUBJECT_PATTERN,
  /** Chat's new and deleted messages, forwarded by every gateway to every open socket. */
  chat: chat.CHAT_LIVE_SUBJECT,
  /** The players with an open socket on a gateway (schemas/presence.ts), heard by every engine replica. */
  presence: PRESENCE_SUBJECT,
} as const;
