import { i18next } from '@/i18n';

/**
 * The contracts word each rule of a bet and an auto-play in English, for the server and the forms alike. The English
 * catalogue holds those words under `game:form`, so a message is found there by its words and shown in the reader's
 * language; a message the catalogue lacks shows as the contract words it.
 */
export function formMessage(message: string): string {
  const english = (i18next.getResource('en', 'game', 'form') ?? {}) as Record<string, string>;
  const key = Object.keys(english).find((name) => english[name] === message);
  return key === undefined ? message : i18next.t(`game:form.${key}`);
}
