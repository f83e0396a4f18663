import { formatMultiplier } from '@/lib/live-game/format';

/**
 * Tells everyone watching why the round's open bets all ended at once: their payouts reached the round's limit,
 * so the server cashed every one out there, and the round flies on to its crash point.
 */
export function ForcedCashoutNotice({ multiplier }: { multiplier: number | null }) {
  if (multiplier === null) return null;
  return (
    <section role="status" aria-label="Round payout limit" className="rounded-2xl border border-amber-400/40 bg-amber-400/10 px-5 py-4">
      <p data-testid="forced-cashout" className="text-sm text-slate-200">
        <span className="font-semibold text-amber-200">Round payout limit reached.</span> Every open bet was cashed out at{' '}
        {formatMultiplier(multiplier)}; the round flies on to its crash point.
      </p>
    </section>
  );
}
