import { pakistanTime, type ExclusionPeriod, type LimitKind } from '@pkr/contracts';

/** A moment in Pakistan time, marked as such: an admin may read the panel from another time zone. */
export const pktTime = (at: string | Date, now: Date): string => `${pakistanTime(new Date(at), now)} PKT`;

export const exclusionLabels: Record<ExclusionPeriod, string> = { '6m': '6 months', '1y': '1 year', '5y': '5 years' };

export const limitNames: Record<LimitKind, string> = {
  depositDaily: 'daily deposit limit',
  depositWeekly: 'weekly deposit limit',
  depositMonthly: 'monthly deposit limit',
  lossDaily: 'daily loss limit',
};
