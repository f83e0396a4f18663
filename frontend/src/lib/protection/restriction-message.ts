import { pakistanTime } from '@pkr/contracts';
import { i18next } from '@/i18n';

/**
 * What a break or a self-exclusion closes and until when, in the current language. The English words are the
 * contracts' own, the ones the server refuses a bet with.
 */
export function restrictionMessage(reason: 'break' | 'self-excluded', until: Date, now: Date): string {
  return i18next.t(`protection:restriction.${reason}`, { until: pakistanTime(until, now) });
}
