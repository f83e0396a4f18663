import { paisaToPkr } from './money';

/**
 * The rules of player protection and their exact messages, shared by every service that enforces them and by the
 * app's forms. Pakistan keeps one offset all year (UTC+5, no daylight saving), so a day there is a fixed window.
 */
export const protectionRules = {
  minimumAge: 18,
  /** A raise or a removal of a limit waits this long; a lower or first limit holds at once. */
  coolingOffMs: 24 * 60 * 60 * 1000,
  realityCheckMinutesMin: 15,
  realityCheckMinutesMax: 120,
  realityCheckMinutesDefault: 60,
  /** Pakistan Standard Time: the day of a daily limit, and of an 18th birthday, turns at midnight there. */
  timeZone: 'Asia/Karachi',
  utcOffsetMs: 5 * 60 * 60 * 1000,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each break and each self-exclusion lasts from the moment it is taken. */
export function breakEnd(period: '24h' | '7d' | '30d', from: Date): Date {
  const days = { '24h': 1, '7d': 7, '30d': 30 }[period];
  return new Date(from.getTime() + days * DAY_MS);
}

export function exclusionEnd(period: '6m' | '1y' | '5y', from: Date): Date {
  const months = { '6m': 6, '1y': 12, '5y': 60 }[period];
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** Midnight in Pakistan at the start of the day `at` falls in. */
export function startOfPakistanDay(at: Date): Date {
  const local = at.getTime() + protectionRules.utcOffsetMs;
  return new Date(local - (local % DAY_MS) - protectionRules.utcOffsetMs);
}

/** Midnight in Pakistan at the start of the month `at` falls in. */
export function startOfPakistanMonth(at: Date): Date {
  const local = new Date(at.getTime() + protectionRules.utcOffsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - protectionRules.utcOffsetMs);
}

/** Midnight in Pakistan at the start of 1 January of the year `at` falls in. */
export function startOfPakistanYear(at: Date): Date {
  const local = new Date(at.getTime() + protectionRules.utcOffsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), 0, 1) - protectionRules.utcOffsetMs);
}

/** Today's date in Pakistan as `YYYY-MM-DD`. */
export function pakistanDate(at: Date): string {
  return new Date(at.getTime() + protectionRules.utcOffsetMs).toISOString().slice(0, 10);
}

/** Whether someone born on `dateOfBirth` (`YYYY-MM-DD`) is 18 or older on the day `at` falls in, in Pakistan. */
export function isAdultOn(dateOfBirth: string, at: Date): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const eighteenth = `${String(year + protectionRules.minimumAge).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // A 29 February birthday comes of age on 1 March in a year without one: the string compare sorts it after 28 February.
  return eighteenth <= pakistanDate(at);
}

/** The months as `pakistanTime` writes them, January first: the app reads them back to name a month in Urdu. */
export const PAKISTAN_TIME_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A moment as a player in Pakistan reads it: `14:05` when it is later today there, `3 Dec 2026, 14:05` otherwise. */
export function pakistanTime(at: Date, now: Date): string {
  const local = new Date(at.getTime() + protectionRules.utcOffsetMs);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  if (pakistanDate(at) === pakistanDate(now)) return time;
  return `${local.getUTCDate()} ${PAKISTAN_TIME_MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${time}`;
}

/** `Rs. 1,000`, or `Rs. 1,000.50` when paisa remain: the exact sum a limit names. */
export function rupees(paisa: number): string {
  const pkr = paisaToPkr(paisa);
  return `Rs. ${pkr.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(pkr) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

const periodWords = { depositDaily: 'daily', depositWeekly: 'weekly', depositMonthly: 'monthly' } as const;

export const protectionMessages = {
  underAge: 'You must be 18 or older to play',
  dateOfBirthInvalid: 'Please enter your date of birth',
  dateOfBirthRequired: 'Please confirm your date of birth before you deposit or play',
  depositMax: (maxPkr: number) => `Maximum deposit amount is ${maxPkr.toLocaleString('en-US')} PKR`,
  depositLimit: (kind: keyof typeof periodWords, limitPaisa: number, roomPaisa: number, roomAt: Date, now: Date) =>
    `This deposit would exceed your ${periodWords[kind]} deposit limit of ${rupees(limitPaisa)}. ` +
    `You can deposit ${rupees(roomPaisa)} more after ${pakistanTime(roomAt, now)}.`,
  lossLimit: (limitPaisa: number) => `Your daily loss limit of ${rupees(limitPaisa)} is reached. It resets at midnight.`,
  onBreak: (until: Date, now: Date) => `You are taking a break until ${pakistanTime(until, now)}. Betting, deposits and purchases are paused until then.`,
  selfExcluded: (until: Date, now: Date) =>
    `You have excluded yourself until ${pakistanTime(until, now)}. Betting, deposits and purchases are closed until then.`,
  realityCheckPending: 'Please answer the reality check first',
  realityCheckMinutes: 'Reality check interval must be between 15 and 120 minutes',
  limitPositive: 'A limit must be more than 0 PKR',
  exclusionReasonRequired: 'A reason is required',
} as const;

/** The limits that hold at `now`: a pending raise or removal counts once its 24 hours have passed. */
export function limitsInForce<L extends Record<string, number | null>>(
  limits: L,
  pendingIncreases: ReadonlyArray<{ kind: keyof L; amount: number | null; effectiveAt: string }>,
  now: Date,
): L {
  const inForce = { ...limits };
  for (const pending of pendingIncreases) {
    if (new Date(pending.effectiveAt).getTime() <= now.getTime()) inForce[pending.kind] = pending.amount as L[keyof L];
  }
  return inForce;
}

/** What stops a player from betting, depositing or buying at `now`, with the message they are shown; null if nothing. */
export function playRestriction(
  state: { dateOfBirthKnown: boolean; breakUntil: string | null; selfExcludedUntil: string | null },
  now: Date,
): { reason: 'self-excluded' | 'break' | 'date-of-birth-required'; message: string } | null {
  const until = (at: string | null) => (at !== null && new Date(at).getTime() > now.getTime() ? new Date(at) : null);
  const excludedUntil = until(state.selfExcludedUntil);
  if (excludedUntil) return { reason: 'self-excluded', message: protectionMessages.selfExcluded(excludedUntil, now) };
  const breakUntil = until(state.breakUntil);
  if (breakUntil) return { reason: 'break', message: protectionMessages.onBreak(breakUntil, now) };
  if (!state.dateOfBirthKnown) return { reason: 'date-of-birth-required', message: protectionMessages.dateOfBirthRequired };
  return null;
}
