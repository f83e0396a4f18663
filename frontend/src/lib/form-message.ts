import { i18next } from '@/i18n';

/**
 * The contracts word every form rule in English, and the server answers with the same words. The `forms`
 * catalogue holds each of those messages in English word for word (the contracts' named messages under their
 * names, the messages written into a schema under `schemas`), so a message's key is found by its English text
 * and it is shown in the player's language; any other text passes through as it came.
 */
let keyOfText: Map<string, string> | undefined;

function keysByText(messages: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[value, `${prefix}${key}`]] : keysByText(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

/** A form message in the current language, read at call time so a change of language shows at the next render. */
export function formMessage(message: string): string;
export function formMessage(message: string | undefined): string | undefined;
export function formMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  keyOfText ??= new Map(keysByText(i18next.getResourceBundle('en', 'forms') as Record<string, unknown>).reverse());
  const key = keyOfText.get(message);
  return key === undefined ? message : i18next.t(`forms:${key}`);
}
