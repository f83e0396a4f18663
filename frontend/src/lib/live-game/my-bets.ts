import type { BetSlot } from '@pkr/contracts';
import type { MyBet } from './game-state';

/** The user's bet in `slot`, if the panel holds one this round. */
export const betInSlot = (bets: readonly MyBet[], slot: BetSlot): MyBet | null => bets.find((bet) => bet.slot === slot) ?? null;

const bySlot = (bets: MyBet[]) => [...bets].sort((a, b) => a.slot - b.slot);

/**
 * Puts `bet` in the slot the server named for it. Another bet held there is one the page has not yet seen leave
 * (cancelled, with the slot taken again), so the newer bet replaces it.
 */
export function placeInSlot(bets: readonly MyBet[], bet: MyBet): MyBet[] {
  return bySlot([...bets.filter((existing) => existing.id !== bet.id && existing.slot !== bet.slot), bet]);
}

/** The user's bets with the one named changed as `change` says; any other bet (a new round's) stays. */
export const changeBet = (bets: readonly MyBet[], betId: string, change: (bet: MyBet) => MyBet): MyBet[] =>
  bets.map((bet) => (bet.id === betId ? change(bet) : bet));
