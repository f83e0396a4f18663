import { limits, type Phase } from '@pkr/contracts';
import type { ToastInput } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { bettingOpen } from '@/lib/live-game/phase-clock';

/** Spec section 9: the number of recent results the Aviator page shows. */
export const RECENT_RESULTS = 5;

export type BetCheck = { loggedIn: boolean; phase: Phase; amount: number; balance: number };

/**
 * A refusal's toast, its words read from the catalogues (keys with their namespace) each time the toast is made, so
 * one refusal reads in the language of the moment and stays one value a page can recognise.
 */
const refusal = (titleKey: string, descriptionKey: string): ToastInput => ({
  get title() {
    return i18next.t(titleKey);
  },
  get description() {
    return i18next.t(descriptionKey);
  },
});

const LOGIN_REQUIRED = refusal('game:aviator.refusal.loginTitle', 'game:aviator.refusal.login');
export const BETTING_PHASE_OVER = refusal('game:aviator.refusal.phaseOverTitle', 'game:aviator.refusal.phaseOver');
// The bet limits' words are the contracts' form messages.
const BELOW_MINIMUM = refusal('game:aviator.refusal.amountTitle', 'forms:betMin');
const ABOVE_MAXIMUM = refusal('game:aviator.refusal.amountTitle', 'forms:betMax');
const INSUFFICIENT_BALANCE = refusal('game:aviator.refusal.balanceTitle', 'game:aviator.refusal.balance');

/** Spec section 5, Aviator bet: the first rule the bet breaks, in the spec's order and words; null lets it go. */
export function betRefusal({ loggedIn, phase, amount, balance }: BetCheck): ToastInput | null {
  if (!loggedIn) return LOGIN_REQUIRED;
  if (!bettingOpen(phase)) return BETTING_PHASE_OVER;
  if (!(amount >= limits.betMinPkr)) return BELOW_MINIMUM;
  if (amount > limits.betMaxPkr) return ABOVE_MAXIMUM;
  if (balance < amount) return INSUFFICIENT_BALANCE;
  return null;
}

/** Spec section 9: under 1.5 white, under 2 yellow, under 3 orange, 3 and above red. */
export function multiplierTone(multiplier: number): string {
  if (multiplier < 1.5) return 'text-white';
  if (multiplier < 2) return 'text-yellow-300';
  if (multiplier < 3) return 'text-orange-400';
  return 'text-red-400';
}
