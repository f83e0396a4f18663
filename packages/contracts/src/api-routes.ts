import { adminRoutePrefix, adminRoutes } from './admin-routes';

/** Who may call a route: anyone, a logged-in player (or admin), or an admin only. */
export type RouteAccess = 'public' | 'player' | 'admin';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under `/api`, with Express parameters (`/game/:gameType`). */
  path: string;
  access: RouteAccess;
}

/** The `/api` routes outside the admin panel's guarded table (`adminRoutes`), the admin door among them. */
const routesBesideThePanel: readonly ApiRoute[] = [
  { method: 'POST', path: '/register', access: 'public' },
  { method: 'POST', path: '/login', access: 'public' },
  { method: 'POST', path: '/logout', access: 'public' },
  { method: 'GET', path: '/user', access: 'player' },
  { method: 'GET', path: '/user/stats', access: 'player' },
  { method: 'GET', path: '/user/bets', access: 'player' },
  { method: 'GET', path: '/user/balance-history', access: 'player' },
  { method: 'POST', path: '/user/profile', access: 'player' },
  { method: 'POST', path: '/user/date-of-birth', access: 'player' },
  { method: 'GET', path: '/stats', access: 'public' },
  { method: 'GET', path: '/leaderboard', access: 'player' },
  { method: 'GET', path: '/game/:gameType', access: 'public' },
  { method: 'GET', path: '/games/:gameType/round-bets', access: 'public' },
  { method: 'GET', path: '/games/:gameType/top', access: 'public' },
  { method: 'POST', path: '/bet', access: 'player' },
  { method: 'POST', path: '/bet/cancel', access: 'player' },
  { method: 'POST', path: '/cashout', access: 'player' },
  { method: 'POST', path: '/autoplay', access: 'player' },
  { method: 'GET', path: '/autoplay', access: 'player' },
  { method: 'DELETE', path: '/autoplay/:id', access: 'player' },
  { method: 'GET', path: '/fairness/:gameType', access: 'public' },
  { method: 'GET', path: '/fairness/:gameType/rounds/:roundId', access: 'public' },
  { method: 'GET', path: '/transactions', access: 'player' },
  { method: 'POST', path: '/deposit', access: 'player' },
  { method: 'POST', path: '/withdraw', access: 'player' },
  { method: 'GET', path: '/accessories', access: 'public' },
  { method: 'GET', path: '/avatars', access: 'player' },
  { method: 'POST', path: '/purchase-accessory', access: 'player' },
  { method: 'POST', path: '/update-avatar', access: 'player' },
  { method: 'GET', path: '/download/apk', access: 'public' },
  { method: 'GET', path: '/chat/:room', access: 'public' },
  { method: 'POST', path: '/chat/:room', access: 'player' },
  { method: 'GET', path: '/user/chat-mute', access: 'player' },
  { method: 'GET', path: '/responsible-play', access: 'player' },
  { method: 'PUT', path: '/responsible-play/limits', access: 'player' },
  { method: 'DELETE', path: '/responsible-play/limits/pending/:kind', access: 'player' },
  { method: 'POST', path: '/responsible-play/break', access: 'player' },
  { method: 'POST', path: '/responsible-play/self-exclusion', access: 'player' },
  { method: 'PUT', path: '/responsible-play/reality-check', access: 'player' },
  { method: 'POST', path: '/responsible-play/reality-check/ack', access: 'player' },
  { method: 'GET', path: '/responsible-play/history', access: 'player' },
  { method: 'POST', path: '/admin/login', access: 'public' },
  { method: 'POST', path: '/admin/logout', access: 'public' },
  { method: 'GET', path: '/admin/auth-check', access: 'public' },
];

const apiPrefix = '/api';

/**
 * Every `/api` route the gateway serves, with its full path and who may call it. The gateway's own test compares
 * this table with the routes it mounts, and the security suite walks every entry for a visitor, a player and an
 * admin, so a route cannot be added without saying who it is for and being checked for it.
 */
export const apiRoutes: readonly ApiRoute[] = [
  ...routesBesideThePanel.map((route) => ({ ...route, path: apiPrefix + route.path })),
  ...Object.values(adminRoutes).map((route) => ({ method: route.method, path: adminRoutePrefix + route.path, access: 'admin' as const })),
];
