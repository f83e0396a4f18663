import {
  AppError,
  breakEnd,
  type BreakPeriod,
  exclusionEnd,
  type ExclusionPeriod,
  type LimitKind,
  limitKinds,
  limitsInForce,
  type PendingIncrease,
  type ProtectionChange,
  type ProtectionLimits,
  protectionMessages,
  protectionRules,
  type ProtectionSettings,
  unrestrictedProtection,
} from '@pkr/contracts';

export type { ProtectionSettings };

/** A player who has changed nothing yet. */
export const defaultProtection: ProtectionSettings = unrestrictedProtection;

/** One change as the player's history keeps it; its time and who made it are the caller's. */
export type ProtectionStep = Pick<ProtectionChange, 'change' | 'kind' | 'amount' | 'until' | 'minutes'>;

/** The settings after a request, and what changed: no step means nothing changed and nothing is written. */
export interface ProtectionOutcome {
  settings: ProtectionSettings;
  steps: ProtectionStep[];
}

const step = (change: ProtectionStep['change'], fields: Partial<Omit<ProtectionStep, 'change'>> = {}): ProtectionStep => ({
  change,
  kind: null,
  amount: null,
  until: null,
  minutes: null,
  ...fields,
});

const isAfter = (at: string | null, now: Date) => at !== null && Date.parse(at) > now.getTime();

/**
 * The settings as they hold at `now`: raises and removals whose 24 hours have passed are limits, and a break or an
 * exclusion that has ended is gone. Every change starts from here, so a stale pending entry never survives one.
 */
export function settled(settings: ProtectionSettings, now: Date): ProtectionSettings {
  return {
    ...settings,
    limits: limitsInForce(settings.limits, settings.pendingIncreases, now),
    pendingIncreases: settings.pendingIncreases.filter((pending) => isAfter(pending.effectiveAt, now)),
    breakUntil: isAfter(settings.breakUntil, now) ? settings.breakUntil : null,
    selfExcludedUntil: isAfter(settings.selfExcludedUntil, now) ? settings.selfExcludedUntil : null,
  };
}

const withoutPending = (pending: PendingIncrease[], kind: LimitKind) => pending.filter((each) => each.kind !== kind);

/**
 * Sets any of the limits (null removes one). A first or lower limit holds at once and replaces a raise waiting for
 * that limit; a higher one or a removal waits `coolingOffMs` as a pending increase, replacing any earlier one.
 */
export function setLimits(current: ProtectionSettings, requested: Partial<ProtectionLimits>, now: Date): ProtectionOutcome {
  let settings = settled(current, now);
  const steps: ProtectionStep[] = [];
  for (const kind of limitKinds) {
    const wanted = requested[kind];
    if (wanted === undefined) continue;
    const inForce = settings.limits[kind];
    const waiting = settings.pendingIncreases.some((pending) => pending.kind === kind);
    const holdsAtOnce = wanted !== null && (inForce === null || wanted <= inForce);
    if (holdsAtOnce) {
      if (wanted === inForce && !waiting) continue;
      settings = { ...settings, limits: { ...settings.limits, [kind]: wanted }, pendingIncreases: withoutPending(settings.pendingIncreases, kind) };
      steps.push(step('limit-set', { kind, amount: wanted }));
    } else if (inForce !== null) {
      const effectiveAt = new Date(now.getTime() + protectionRules.coolingOffMs).toISOString();
      const pending = [...withoutPending(settings.pendingIncreases, kind), { kind, amount: wanted, effectiveAt }];
      settings = { ...settings, pendingIncreases: pending };
      steps.push(step('limit-increase-requested', { kind, amount: wanted, until: effectiveAt }));
    }
  }
  return { settings, steps };
}

/** Withdraws a raise or a removal still waiting; the limit in force stays. Nothing waiting changes nothing. */
export function cancelIncrease(current: ProtectionSettings, kind: LimitKind, now: Date): ProtectionOutcome {
  const settings = settled(current, now);
  const pending = settings.pendingIncreases.find((each) => each.kind === kind);
  if (!pending) return { settings, steps: [] };
  return {
    settings: { ...settings, pendingIncreases: withoutPending(settings.pendingIncreases, kind) },
    steps: [step('limit-increase-cancelled', { kind, amount: pending.amount })],
  };
}

/** A break from `now`; a shorter one than the break already running changes nothing. It never touches an exclusion. */
export function takeBreak(current: ProtectionSettings, period: BreakPeriod, now: Date): ProtectionOutcome {
  const settings = settled(current, now);
  const until = breakEnd(period, now).toISOString();
  if (settings.breakUntil !== null && Date.parse(settings.breakUntil) >= Date.parse(until)) return { settings, steps: [] };
  return { settings: { ...settings, breakUntil: until }, steps: [step('break', { until })] };
}

/**
 * A self-exclusion from `now`. Nobody can lift or shorten one: a longer one extends it, a shorter one changes
 * nothing, and nothing else here writes `selfExcludedUntil`.
 */
export function selfExclude(current: ProtectionSettings, period: ExclusionPeriod, now: Date): ProtectionOutcome {
  const settings = settled(current, now);
  const until = exclusionEnd(period, now).toISOString();
  if (settings.selfExcludedUntil !== null && Date.parse(settings.selfExcludedUntil) >= Date.parse(until)) return { settings, steps: [] };
  return { settings: { ...settings, selfExcludedUntil: until }, steps: [step('self-exclusion', { until })] };
}

export function setRealityCheck(current: ProtectionSettings, minutes: number, now: Date): ProtectionOutcome {
  if (!Number.isInteger(minutes) || minutes < protectionRules.realityCheckMinutesMin || minutes > protectionRules.realityCheckMinutesMax) {
    throw new AppError('VALIDATION', protectionMessages.realityCheckMinutes);
  }
  const settings = settled(current, now);
  if (settings.realityCheckMinutes === minutes) return { settings, steps: [] };
  return { settings: { ...settings, realityCheckMinutes: minutes }, steps: [step('reality-check', { minutes })] };
}
