import { pakistanTime, rupees, type BreakPeriod, type ExclusionPeriod, type LimitKind, type ResponsiblePlay, type ResponsiblePlayHistory } from '@pkr/contracts';

/** A PKR amount as the server's messages name it: `Rs. 1,000`, or `Rs. 1,000.50`. */
export const pkrText = (pkr: number): string => rupees(Math.round(pkr * 100));

export const limitWords: Record<LimitKind, { label: string; what: string }> = {
  depositDaily: { label: 'Daily deposit limit', what: 'The most you can deposit in any 24 hours.' },
  depositWeekly: { label: 'Weekly deposit limit', what: 'The most you can deposit in any 7 days.' },
  depositMonthly: { label: 'Monthly deposit limit', what: 'The most you can deposit in any 30 days.' },
  lossDaily: {
    label: 'Daily loss limit',
    what: 'The most you can lose in one day, counted from midnight in Pakistan. A bet that could take you past it is refused.',
  },
};

export const limitKindsInOrder: readonly LimitKind[] = ['depositDaily', 'depositWeekly', 'depositMonthly', 'lossDaily'];

export const breakLabels: Record<BreakPeriod, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };
/** The start button once a length is chosen. */
export const breakStartLabels: Record<BreakPeriod, string> = { '24h': 'Start a 24-hour break', '7d': 'Start a 7-day break', '30d': 'Start a 30-day break' };
export const exclusionLabels: Record<ExclusionPeriod, string> = { '6m': '6 months', '1y': '1 year', '5y': '5 years' };

/** The limit of one kind in the page's state (PKR), null where none is set. */
export function limitOf(state: ResponsiblePlay, kind: LimitKind): number | null {
  if (kind === 'lossDaily') return state.lossLimitDaily;
  const period = ({ depositDaily: 'daily', depositWeekly: 'weekly', depositMonthly: 'monthly' } as const)[kind];
  return state.depositLimits[period];
}

type Change = ResponsiblePlayHistory['changes'][number];

/** One line of the history, in plain words. */
export function changeText(change: Change, now: Date): string {
  const limit = change.kind ? limitWords[change.kind].label : 'Limit';
  const amount = change.amount === null ? null : pkrText(change.amount);
  const until = change.until ? pakistanTime(new Date(change.until), now) : '';
  switch (change.change) {
    case 'limit-set':
      return amount === null ? `${limit} removed` : `${limit} set to ${amount}`;
    case 'limit-increase-requested':
      return amount === null ? `${limit}: removal asked for, waiting 24 hours` : `${limit}: raise to ${amount} asked for, waiting 24 hours`;
    case 'limit-increase-cancelled':
      return `${limit}: waiting change cancelled`;
    case 'break':
      return `Break taken until ${until}`;
    case 'self-exclusion':
      return `Self-exclusion until ${until}${change.by === 'admin' ? ', set by an admin' : ''}`;
    case 'reality-check':
      return `Reality check every ${change.minutes} minutes`;
  }
}
