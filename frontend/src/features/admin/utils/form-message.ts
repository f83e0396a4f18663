import { i18next } from '@/i18n';

/**
 * A message of the contracts' form rules, in the current language. The English catalogue holds each message the
 * panel can show word for word, so its key is found by its text; a message it does not hold is shown as it comes.
 */
export function formMessage(message: string): string;
export function formMessage(message: string | undefined): string | undefined;
export function formMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const english = i18next.getResource('en', 'admin', 'formMessages') as Record<string, string>;
  const key = Object.keys(english).find((candidate) => english[candidate] === message);
  return key === undefined ? message : i18next.t(`admin:formMessages.${key}`);
}
