import { AppError, limitsInForce, protectionMessages } from '@pkr/contracts';
import type { ProtectionCopy } from './player-protection';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** How far back each deposit limit looks: a deposit counts until this long after it was requested. */
const windows = { depositDaily: DAY_MS, depositWeekly: 7 * DAY_MS, depositMonthly: 30 * DAY_MS } as const;
type DepositLimitKind = keyof typeof windows;
const kinds = Object.keys(windows) as DepositLimitKind[];

/** Deposits older than this count against no limit. */
export const longestDepositWindowMs = windows.depositMonthly;

/** A deposit request that counts against the limits: pending or completed, never rejected. */
export interface RecentDeposit {
  amount: number;
  createdAt: Date;
}

/**
 * Refuses a deposit of `amount` that would take the deposits of the last 24 hours, 7 days or 30 days past the
 * limit in force. The refusal names when the deposit asked for would fit again and how much fits then: the first
 * moment every window's sum has fallen to its limit less the amount (or, for an amount above the limit itself,
 * to nothing), as the deposits in it leave it. With a daily limit of Rs. 1,000, Rs. 700 requested at 14:05
 * yesterday and Rs. 500 asked for now, that is 14:05 today, when Rs. 1,000 fits. A player is told when the deposit
 * they asked for goes through, not when a part of it would. Moments are rounded up to the minute, because the
 * player reads minutes and "after 14:05" must hold from 14:05 on. When two limits are passed, the one that frees
 * up last is named, as the other's moment would be refused too.
 */
export function checkDepositLimits(copy: ProtectionCopy, deposits: readonly RecentDeposit[], amount: number, now: Date): void {
  const inForce = limitsInForce(copy.limits, copy.pendingIncreases, now);
  const set = kinds.flatMap((kind) => (inForce[kind] === null ? [] : [{ kind, limit: inForce[kind] }]));
  const sumAt = (kind: DepositLimitKind, at: Date) =>
    deposits.reduce((sum, deposit) => (leavesAt(deposit, kind) > at.getTime() ? sum + deposit.amount : sum), 0);
  const passed = set.filter(({ kind, limit }) => sumAt(kind, now) + amount > limit);
  if (passed.length === 0) return;
  const freed = passed
    .map(({ kind, limit }) => ({ kind, limit, at: fitsAgainAt(deposits, kind, Math.max(0, limit - amount), now) }))
    .reduce((latest, next) => (next.at > latest.at ? next : latest));
  const roomAt = new Date(freed.at);
  const room = Math.min(...set.map(({ kind, limit }) => limit - sumAt(kind, roomAt)));
  throw new AppError('VALIDATION', protectionMessages.depositLimit(freed.kind, freed.limit, room, roomAt, now));
}

const leavesAt = (deposit: RecentDeposit, kind: DepositLimitKind) => deposit.createdAt.getTime() + windows[kind];

/** The first moment, from now on, at which the deposits still in the window sum to `target` or less. */
function fitsAgainAt(deposits: readonly RecentDeposit[], kind: DepositLimitKind, target: number, now: Date): number {
  const inWindow = deposits.filter((deposit) => leavesAt(deposit, kind) > now.getTime()).sort((a, b) => leavesAt(a, kind) - leavesAt(b, kind));
  let sum = inWindow.reduce((total, deposit) => total + deposit.amount, 0);
  for (const deposit of inWindow) {
    sum -= deposit.amount;
    if (sum <= target) return Math.ceil(leavesAt(deposit, kind) / MINUTE_MS) * MINUTE_MS;
  }
  // Only an amount above the limit itself, with nothing in the window, gets here: the whole limit is free now.
  return now.getTime();
}
