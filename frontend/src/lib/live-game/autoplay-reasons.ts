import type { AutoplayStopReason } from '@pkr/contracts';
import { i18next } from '@/i18n';

/** Why an auto-play stopped, in the panel's words and the reader's language. */
export const autoplayStopText = (reason: AutoplayStopReason): string => i18next.t(`game:auto.reasons.${reason}`);
