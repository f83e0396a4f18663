/**
 * What the service fault run can do to the stack, each healed before the next round: 'gateway' kills one of the
 * two behind the balancer, 'nats-server' one of the cluster's three.
 */
export const faultKinds = ['engine-leader', 'wallet', 'leaderboard', 'gateway', 'nats-server', 'postgres'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** Rounds of the long profile unless FAULT_ROUNDS says otherwise. */
const LONG_ROUNDS = 40;

/**
 * The faults of a run, one entry per round (null: a round without a fault). The short profile, in README command 2,
 * strikes each kind once in a seeded order; the long one (FAULT_PROFILE=long) plays FAULT_ROUNDS rounds with a
 * fault in about two of three, chosen by the seed.
 */
export function faultPlan(random: () => number, profile = 'short', rounds = Number(process.env.FAULT_ROUNDS ?? LONG_ROUNDS)): Array<FaultKind | null> {
  if (profile !== 'long') return shuffled(faultKinds, random);
  return Array.from({ length: rounds }, () => (random() < 2 / 3 ? faultKinds[Math.floor(random() * faultKinds.length)]! : null));
}

/** Fisher-Yates with the run's generator: the same seed, the same order. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const order = [...items];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}
