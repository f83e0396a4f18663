import { pakistanTime } from '@pkr/contracts';
import { i18next } from '@/i18n';

/** A moment in Pakistan time, marked as such: an admin may read the panel from another time zone. */
export const pktTime = (at: string | Date, now: Date): string =>
  i18next.t('adminUsers:protection.pkt', { time: pakistanTime(new Date(at), now) });
