import type { Phase } from '@pkr/contracts';
import { i18next } from '@/i18n';
import type { LiveView, MyBet } from './game-state';

/** Spec section 9: the last 2 s of betting are the transition ("last chance") phase. */
export const TRANSITION_MS = 2_000;
export const PRODUCT_NAME = 'PKR Games';

/** Whole seconds left to bet, counted up so the display reads 1 until the very end. */
export function secondsLeft(bettingEndsAt: number | null, now: number): number {
  return bettingEndsAt === null ? 0 : Math.max(0, Math.ceil((bettingEndsAt - now) / 1000));
}

/** The phase as of now: betting turns into transition for its last 2 s and stays so until the flight starts. */
export function phaseAt(view: Pick<LiveView, 'phase' | 'bettingEndsAt'>, now: number): Phase {
  if (view.phase !== 'betting' || view.bettingEndsAt === null) return view.phase;
  return now >= view.bettingEndsAt - TRANSITION_MS ? 'transition' : 'betting';
}

/** The browser tab (spec section 2): the multiplier in flight, 'Betting Phase' while bets are taken, else the product. */
export function tabTitle(phase: Phase, multiplier: number): string {
  if (phase === 'running') return `${multiplier.toFixed(2)}x`;
  if (phase === 'betting' || phase === 'transition') return i18next.t('game:tabTitle.betting');
  return PRODUCT_NAME;
}

export const bettingOpen = (phase: Phase) => phase === 'betting' || phase === 'transition';
/** A bet needs a round the page has heard of: before the first state it knows of none, whatever the phase reads. */
export const canBet = (phase: Phase, view: Pick<LiveView, 'round'>, bet: MyBet | null) => view.round !== null && bettingOpen(phase) && bet === null;
/** A bet placed and waiting for its round can be taken back until betting closes. */
export const canCancel = (phase: Phase, bet: MyBet | null) => bettingOpen(phase) && Boolean(bet?.isActive);
export const canCashOut = (phase: Phase, bet: MyBet | null) => phase === 'running' && Boolean(bet?.isActive);
