import { type BetSlot, betSlots } from '@pkr/contracts';
import type { MyBet } from './game-state';

/** The user's bet in `slot`, if the panel holds one this round. */
export const betInSlot = (bets: readonly MyBet[], slot: BetSlot): MyBet | null => bets.find((bet) => bet.slot === slot) ?? null;

/** The lowest slot holding no bet, or null when both do. */
export const freeSlot = (bets: readonly MyBet[]): BetSlot | null => betSlots.find((slot) => !betInSlot(bets, slot)) ?? null;

const bySlot = (bets: MyBet[]) => [...bets].sort((a, b) => a.slot - b.slot);

/**
 * Puts `bet` in its slot. The socket can tell of a bet before its own answer names the slot, and the page then
 * shows it in the lowest free one; the answer moves it, and a bet it finds in that slot takes the other.
 */
export function placeInSlot(bets: readonly MyBet[], bet: MyBet): MyBet[] {
  const others = bets.filter((existing) => existing.id !== bet.id);
  const moved = others.map((existing) => (existing.slot === bet.slot ? { ...existing, slot: (3 - bet.slot) as BetSlot } : existing));
  return bySlot([...moved, bet]);
}

/** The user's bets with the one named changed as `change` says; any other bet (a new round's) stays. */
export const changeBet = (bets: readonly MyBet[], betId: string, change: (bet: MyBet) => MyBet): MyBet[] =>
  bets.map((bet) => (bet.id === betId ? change(bet) : bet));
