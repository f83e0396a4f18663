import type { ResponsiblePlay } from '@pkr/contracts';

/** A player with no limit, no break and no exclusion, checked every 60 minutes. */
export const freePlay: ResponsiblePlay = {
  depositLimits: { daily: null, weekly: null, monthly: null },
  lossLimitDaily: null,
  pendingIncreases: [],
  breakUntil: null,
  selfExcludedUntil: null,
  realityCheckMinutes: 60,
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** An instant `days` from now, as the server writes it. */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString();
