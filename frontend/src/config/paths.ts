import type { GameType } from '@pkr/contracts';

/** Every route of the product (spec section 2). Link with `getHref()`, register with `path`. */
const route = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: route('/'),
  home: route('/home'),
  dashboard: route('/dashboard'),
  auth: route('/auth'),
  crash: route('/crash'),
  aviator: route('/aviator'),
  dice: route('/dice'),
  tournaments: route('/tournaments'),
  deposit: route('/deposit'),
  withdraw: route('/withdraw'),
  leaderboard: route('/leaderboard'),
  avatar: route('/avatar'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  download: route('/download'),
  responsiblePlay: route('/responsible-play'),
  /** Where an account made before registration asked for a date of birth gives it, before it can deposit or bet. */
  dateOfBirth: route('/date-of-birth'),
  /** The only screen a self-excluded player sees: balance, the exclusion's end, withdrawals. */
  selfExcluded: route('/self-excluded'),
  /** The fairness page, or with a finished round, that round checked. */
  fairness: {
    path: '/fairness',
    getHref: (round?: { gameType: GameType; round: number }) =>
      round ? `/fairness?${new URLSearchParams({ game: round.gameType, round: String(round.round) })}` : '/fairness',
  },
  adminLogin: route('/admin-login'),
  admin: route('/admin'),
  adminPage: route('/admin-page'),
  test: route('/test'),
} as const;

export type AppPath = (typeof paths)[keyof typeof paths]['path'];
