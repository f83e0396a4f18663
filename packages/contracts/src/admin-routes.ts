import type { Subject } from './subjects';

/** Where the admin panel's calls live; every path below is relative to it. */
export const adminRoutePrefix = '/api/admin';

export type AdminRouteMethod = 'GET' | 'POST';

/**
 * Every guarded `/api/admin/*` route and the one admin subject it maps to. The gateway mounts exactly these
 * (behind the admin guard) and the route matrix test walks them, so a route added here is both served and tested.
 * The admin door (login, logout, auth-check) is open to anyone and lives apart.
 */
export const adminRoutes = {
  'users.list': { method: 'GET', path: '/users', subject: 'admin.users.list' },
  'users.search': { method: 'GET', path: '/users/search', subject: 'admin.users.list' },
  'users.adjust': { method: 'POST', path: '/users/:userId/balance', subject: 'admin.users.adjust' },
  'users.set-admin': { method: 'POST', path: '/users/:userId/admin', subject: 'admin.users.set-admin' },
  'users.self-exclude': { method: 'POST', path: '/users/:userId/self-exclusion', subject: 'admin.users.self-exclude' },
  'transactions.pending': { method: 'GET', path: '/transactions', subject: 'admin.transactions.pending' },
  'transactions.review': { method: 'POST', path: '/transactions/:id', subject: 'admin.transactions.review' },
  'game.rounds': { method: 'GET', path: '/game/rounds/:gameType', subject: 'admin.game.rounds' },
  'game.control': { method: 'POST', path: '/game/control', subject: 'admin.game.control' },
  'games.history': { method: 'GET', path: '/games', subject: 'admin.games.history' },
  'audit.list': { method: 'GET', path: '/audit', subject: 'admin.audit.list' },
  'chat.rooms': { method: 'GET', path: '/chat', subject: 'admin.chat.rooms' },
  'chat.delete': { method: 'POST', path: '/chat/messages/:messageId/delete', subject: 'admin.chat.delete' },
  'chat.mute': { method: 'POST', path: '/chat/mutes/:userId', subject: 'admin.chat.mute' },
} as const satisfies Record<string, { method: AdminRouteMethod; path: string; subject: Subject }>;

export type AdminRouteName = keyof typeof adminRoutes;
export type AdminRouteSubject<R extends AdminRouteName> = (typeof adminRoutes)[R]['subject'];
