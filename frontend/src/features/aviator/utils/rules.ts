import { limits, type Phase } from '@pkr/contracts';
import type { ToastInput } from '@/components/ui/toast/use-toast';
import { bettingOpen } from '@/lib/live-game/phase-clock';

/** Spec section 9: the number of recent results the Aviator page shows. */
export const RECENT_RESULTS = 5;

export type BetCheck = { loggedIn: boolean; phase: Phase; amount: number; balance: number };

export const BETTING_PHASE_OVER: ToastInput = { title: 'Betting Phase Over', description: 'Please wait for the next round to place a bet' };

/** Spec section 5, Aviator bet: the first rule the bet breaks, in the spec's order and words; null lets it go. */
export function betRefusal({ loggedIn, phase, amount, balance }: BetCheck): ToastInput | null {
  if (!loggedIn) return { title: 'Login Required', description: 'Please login to place bets' };
  if (!bettingOpen(phase)) return BETTING_PHASE_OVER;
  if (!(amount >= limits.betMinPkr)) return { title: 'Invalid Amount', description: 'Minimum bet is 10 PKR' };
  if (amount > limits.betMaxPkr) return { title: 'Invalid Amount', description: 'Maximum bet is 10,000 PKR' };
  if (balance < amount) return { title: 'Insufficient Balance', description: "You don't have enough funds" };
  return null;
}

/** Spec section 9: under 1.5 white, under 2 yellow, under 3 orange, 3 and above red. */
export function multiplierTone(multiplier: number): string {
  if (multiplier < 1.5) return 'text-white';
  if (multiplier < 2) return 'text-yellow-300';
  if (multiplier < 3) return 'text-orange-400';
  return 'text-red-400';
}
