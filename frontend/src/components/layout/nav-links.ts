import { paths } from '@/config/paths';

/** The public navigation bar's links (spec section 2). */
export const navLinks = [
  { label: 'Home', href: paths.dashboard.getHref() },
  { label: 'Aviator', href: paths.aviator.getHref() },
  { label: 'Crash', href: paths.crash.getHref() },
  { label: 'Leaderboard', href: paths.leaderboard.getHref() },
  { label: 'Download App', href: paths.download.getHref() },
] as const;

/** The user menu: money, the games and the app (Log out is added by the menu). */
export const userMenuLinks = [
  { label: 'Deposit', href: paths.deposit.getHref() },
  { label: 'Withdraw', href: paths.withdraw.getHref() },
  { label: 'Aviator', href: paths.aviator.getHref() },
  { label: 'Crash', href: paths.crash.getHref() },
  { label: 'Dice', href: paths.dice.getHref() },
  { label: 'Tournaments', href: paths.tournaments.getHref() },
  { label: 'Customize Avatar', href: paths.avatar.getHref() },
  { label: 'Download App', href: paths.download.getHref() },
] as const;
