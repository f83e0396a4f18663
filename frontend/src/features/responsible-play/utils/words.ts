import { pakistanTime, type BreakPeriod, type ExclusionPeriod, type LimitKind, type ResponsiblePlay, type ResponsiblePlayHistory } from '@pkr/contracts';
import { i18next } from '@/i18n';
import { formatRupeesWithPaisa } from '@/lib/format';

/** A PKR amount as the server's messages name it: `Rs. 1,000`, or `Rs. 1,000.50`. */
export const pkrText = (pkr: number): string => formatRupeesWithPaisa(Math.round(pkr * 100) / 100);

export const limitKindsInOrder: readonly LimitKind[] = ['depositDaily', 'depositWeekly', 'depositMonthly', 'lossDaily'];

// The words are read at call time, in the language the page is drawn in.
/** A limit's name, such as `Daily deposit limit`. */
export const limitLabel = (kind: LimitKind): string => i18next.t(`protection:limits.${kind}.label`);

const periodLabels = <P extends string>(group: 'break' | 'exclusion', periods: readonly P[]): Record<P, string> =>
  Object.fromEntries(periods.map((period) => [period, i18next.t(`protection:${group}.periods.${period}`)])) as Record<P, string>;

export const breakLabels = (): Record<BreakPeriod, string> => periodLabels('break', ['24h', '7d', '30d'] as const);
export const exclusionLabels = (): Record<ExclusionPeriod, string> => periodLabels('exclusion', ['6m', '1y', '5y'] as const);

/** The limit of one kind in the page's state (PKR), null where none is set. */
export function limitOf(state: ResponsiblePlay, kind: LimitKind): number | null {
  if (kind === 'lossDaily') return state.lossLimitDaily;
  const period = ({ depositDaily: 'daily', depositWeekly: 'weekly', depositMonthly: 'monthly' } as const)[kind];
  return state.depositLimits[period];
}

type Change = ResponsiblePlayHistory['changes'][number];

/** One line of the history, in plain words. */
export function changeText(change: Change, now: Date): string {
  const t = (key: string, values: Record<string, unknown>) => i18next.t(`protection:history.${key}`, values);
  const limit = change.kind ? limitLabel(change.kind) : i18next.t('protection:history.limit');
  const amount = change.amount === null ? null : pkrText(change.amount);
  const until = change.until ? pakistanTime(new Date(change.until), now) : '';
  switch (change.change) {
    case 'limit-set':
      return amount === null ? t('limitRemoved', { limit }) : t('limitSet', { limit, amount });
    case 'limit-increase-requested':
      return amount === null ? t('removalAsked', { limit }) : t('raiseAsked', { limit, amount });
    case 'limit-increase-cancelled':
      return t('cancelled', { limit });
    case 'break':
      return t('break', { until });
    case 'self-exclusion':
      return t(change.by === 'admin' ? 'exclusionByAdmin' : 'exclusion', { until });
    case 'reality-check':
      return t('realityCheck', { minutes: change.minutes });
  }
}
