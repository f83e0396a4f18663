import { paths } from '@/config/paths';

/** A link of the shell: where it goes and its name's key in the `common` catalogue (`nav.<key>`). */
export interface ShellLink {
  key: string;
  href: string;
}

/** The public navigation bar's links (spec section 2). */
export const navLinks: readonly ShellLink[] = [
  { key: 'home', href: paths.dashboard.getHref() },
  { key: 'aviator', href: paths.aviator.getHref() },
  { key: 'crash', href: paths.crash.getHref() },
  { key: 'leaderboard', href: paths.leaderboard.getHref() },
  { key: 'download', href: paths.download.getHref() },
];

/** The user menu: money, the games and the app (Log out is added by the menu). */
export const userMenuLinks: readonly ShellLink[] = [
  { key: 'deposit', href: paths.deposit.getHref() },
  { key: 'withdraw', href: paths.withdraw.getHref() },
  { key: 'aviator', href: paths.aviator.getHref() },
  { key: 'crash', href: paths.crash.getHref() },
  { key: 'dice', href: paths.dice.getHref() },
  { key: 'tournaments', href: paths.tournaments.getHref() },
  { key: 'avatar', href: paths.avatar.getHref() },
  { key: 'download', href: paths.download.getHref() },
];
