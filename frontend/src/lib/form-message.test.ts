import { limits, messages, protectionMessages } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import english from '@/i18n/locales/en/forms.json';
import { formMessage } from './form-message';

const contracts: Record<string, unknown> = { ...messages, ...protectionMessages, depositMax: protectionMessages.depositMax(limits.depositMaxPkr) };

describe('form messages', () => {
  it('holds each English form message word for word as the contracts write it', () => {
    const { schemas, ...named } = english;
    for (const [name, text] of Object.entries(named)) {
      expect(text, name).toBe(contracts[name]);
      expect(formMessage(text)).toBe(text);
    }
    // The messages written into a schema: the admin panel's test makes each schema give them.
    for (const text of Object.values(schemas)) expect(formMessage(text)).toBe(text);
  });

  it('shows a contracts message in Urdu and passes any other text through', async () => {
    await i18next.changeLanguage('ur');
    try {
      expect(formMessage(messages.passwordsDiffer)).toBe('دونوں پاس ورڈ ایک جیسے نہیں ہیں');
      expect(formMessage('Something the server said')).toBe('Something the server said');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
