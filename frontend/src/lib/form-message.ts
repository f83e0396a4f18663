import { limits, messages, protectionMessages } from '@pkr/contracts';
import { i18next } from '@/i18n';

/**
 * The contracts word every form rule in English, and the server answers with the same words. The `forms`
 * catalogue holds each message under its name in the contracts, so a message found here is shown in the
 * player's language; any other text passes through as it came.
 */
const namedMessages: Record<string, string> = {
  ...messages,
  ...protectionMessages,
  depositMax: protectionMessages.depositMax(limits.depositMaxPkr),
} as unknown as Record<string, string>;

const nameOf = new Map<string, string>();
for (const [name, text] of Object.entries(namedMessages)) {
  if (typeof text === 'string' && !nameOf.has(text)) nameOf.set(text, name);
}

/** A form message in the current language, read at call time so a change of language shows at the next render. */
export function formMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const name = nameOf.get(message);
  return name ? i18next.t(`forms:${name}`, { defaultValue: message }) : message;
}
