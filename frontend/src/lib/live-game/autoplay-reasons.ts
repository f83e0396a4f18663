import type { AutoplayStopReason } from '@pkr/contracts';

/** Why an auto-play stopped, in the panel's words. */
export const autoplayStopTexts: Record<AutoplayStopReason, string> = {
  'rounds-done': 'All rounds played',
  'loss-stop': 'Loss stop reached',
  'win-stop': 'Win stop reached',
  'single-win-stop': 'Single win stop reached',
  balance: 'Balance too low for the next bet',
  refused: 'A bet was refused',
  stopped: 'Stopped by you',
  admin: 'An admin changed your account',
  logout: 'You logged out',
  away: 'You left the game',
};
