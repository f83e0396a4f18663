import { limits, type Paisa, payoutPaisa, pkrToPaisa } from '@pkr/contracts';

/** What the cap reads of a bet still riding: its stake and its auto cash-out target. */
export interface RidingStake<T> {
  bet: T;
  amount: Paisa;
  autoCashoutHundredths: number | null;
}

/** The cash-outs a tick owes: auto cash-outs at their targets, then, once the cap is reached, every other bet at it. */
export interface DueCashouts<T> {
  autos: Array<{ bet: T; hundredths: number }>;
  forced: { hundredths: number; bets: T[] } | null;
}

/** What the bets would be paid, all cashed out at `hundredths`. */
export const liabilityAt = (amounts: readonly Paisa[], hundredths: number): Paisa =>
  amounts.reduce((sum, amount) => sum + payoutPaisa(amount, hundredths), 0);

/** The lowest multiplier up to `upTo` at which the bets' payouts reach the cap, or null when they stay below it. */
export function capReachedAt(amounts: readonly Paisa[], capPaisa: Paisa, upTo: number): number | null {
  if (amounts.length === 0 || liabilityAt(amounts, upTo) < capPaisa) return null;
  let low = 100;
  let high = upTo;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (liabilityAt(amounts, middle) >= capPaisa) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The cash-outs a round owes once its clock has reached `reached`, in the order the multiplier met them: an auto
 * target below the point where the open bets' payouts reach the cap pays first and leaves the liability; at that
 * point every bet still riding is cashed out at it. A round capped already (`cappedAt`) pays its riders there.
 */
export function dueCashouts<T>(riding: ReadonlyArray<RidingStake<T>>, capPaisa: Paisa, reached: number, cappedAt: number | null): DueCashouts<T> {
  const upTo = cappedAt ?? reached;
  const targets = [...new Set(riding.flatMap((stake) => (stake.autoCashoutHundredths !== null && stake.autoCashoutHundredths <= upTo ? [stake.autoCashoutHundredths] : [])))];
  let open = [...riding];
  const autos: DueCashouts<T>['autos'] = [];
  for (const target of [...targets.sort((one, other) => one - other), upTo]) {
    const capped = cappedAt === null ? capReachedAt(open.map((stake) => stake.amount), capPaisa, target) : target === upTo ? cappedAt : null;
    if (capped !== null && open.length > 0) return { autos, forced: { hundredths: capped, bets: open.map((stake) => stake.bet) } };
    for (const stake of open) if (stake.autoCashoutHundredths === target) autos.push({ bet: stake.bet, hundredths: target });
    open = open.filter((stake) => stake.autoCashoutHundredths !== target);
  }
  return { autos, forced: null };
}

/** The most one bet can win: the max bet cashed out at the chain's cap, or the whole round's cap when that is lower. */
export const maxWinPerBet = (maxHundredths: number, capPaisa: Paisa): Paisa => Math.min(payoutPaisa(pkrToPaisa(limits.betMaxPkr), maxHundredths), capPaisa);
