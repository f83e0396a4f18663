import { protectionMessages } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { restrictionMessage } from './restriction-message';

const now = new Date('2026-03-01T10:00:00Z');
const until = new Date('2026-03-08T10:00:00Z');

describe('the restriction message', () => {
  it('says in English word for word what the server refuses a bet with', () => {
    expect(restrictionMessage('break', until, now)).toBe(protectionMessages.onBreak(until, now));
    expect(restrictionMessage('self-excluded', until, now)).toBe(protectionMessages.selfExcluded(until, now));
  });

  it('says it in Urdu with the same end', async () => {
    await i18next.changeLanguage('ur');
    try {
      expect(restrictionMessage('break', until, now)).toBe('آپ 8 Mar 2026, 15:00 تک وقفے پر ہیں۔ تب تک بیٹنگ، ڈپازٹ اور خریداری رکی ہوئی ہے۔');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
