import type { GameType } from '@pkr/contracts';
import type { BetOptions } from '@/lib/live-game/bet-api';

/** The sounds a game may play for its bets' outcomes. */
export type BetSound = 'bet' | 'win' | 'error';

/** What a game page tells its bet panels: the panels themselves are the same on every game. */
export type BetGame = {
  gameType: GameType;
  /** Sent with every bet besides its amount, slot and auto cash-out. */
  betOptions?: Pick<BetOptions, 'multipleCashouts'>;
  /** The title of a refused cash-out and the words shown under it. */
  cashoutRefusal: { title: string; describe: (error: unknown) => string };
  /** The page's own checks before a bet is sent; false keeps it (the page has told the player why). */
  screenBet?: (amount: number) => boolean;
  playSound?: (sound: BetSound) => void;
  onCashedOut?: () => void;
};
