import { pakistanTime } from './protection-rules';

/** What chat tells a muted player who writes: until when, in Pakistan's time as every other moment the app names. */
export const chatMessages = {
  mutedForGood: 'You are muted in chat for good',
  mutedUntil: (until: Date, now: Date) => `You are muted in chat until ${pakistanTime(until, now)}`,
} as const;
