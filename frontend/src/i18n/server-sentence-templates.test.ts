import { chatMessages, protectionMessages } from '@pkr/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import english from './locales/en/errors.json';
import { i18next } from './index';
import { serverErrorText } from './server-errors';
import { matchSentence } from './server-sentence-templates';

const now = new Date('2026-11-27T09:00:00.000Z');
const laterToday = new Date('2026-11-27T11:05:00.000Z');
const nextWeek = new Date('2026-12-03T09:05:00.000Z');

/** Each sentence with figures the contracts write, at a moment later today and on a later day. */
const sentences = {
  depositMax: [protectionMessages.depositMax(50_000)],
  depositLimit: [
    protectionMessages.depositLimit('depositWeekly', 1_000_000, 25_050, laterToday, now),
    protectionMessages.depositLimit('depositDaily', 100_000, 0, nextWeek, now),
  ],
  lossLimit: [protectionMessages.lossLimit(250_050)],
  onBreak: [protectionMessages.onBreak(laterToday, now), protectionMessages.onBreak(nextWeek, now)],
  selfExcluded: [protectionMessages.selfExcluded(nextWeek, now)],
  mutedUntil: [chatMessages.mutedUntil(laterToday, now), chatMessages.mutedUntil(nextWeek, now)],
} satisfies Record<string, string[]>;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('server sentences that carry figures', () => {
  it('reads every one the contracts write, and the English template gives back the very sentence', () => {
    const withFigures = Object.entries({ ...protectionMessages, ...chatMessages }).filter((entry) => typeof entry[1] === 'function').map(([key]) => key);
    expect(Object.keys(sentences).sort()).toEqual(withFigures.sort());
    for (const [key, written] of Object.entries(sentences)) {
      for (const sentence of written) {
        const matched = matchSentence(sentence);
        expect(matched?.key, sentence).toBe(key);
        expect(i18next.t(`errors:templates.${key}`, { ...matched!.values, lng: 'en' })).toBe(sentence);
        expect(english.templates).toHaveProperty(key);
      }
    }
  });

  it('says them whole in Urdu, with their sums, their period in words and a date with its Urdu month', async () => {
    await i18next.changeLanguage('ur');
    expect(serverErrorText({ code: 'FORBIDDEN', message: sentences.onBreak[1] })).toBe('آپ 3 دسمبر 2026، 14:05 تک وقفے پر ہیں۔ تب تک بیٹ، ڈپازٹ اور خریداری بند ہیں۔');
    expect(serverErrorText({ code: 'FORBIDDEN', message: sentences.onBreak[0] })).toBe('آپ 16:05 تک وقفے پر ہیں۔ تب تک بیٹ، ڈپازٹ اور خریداری بند ہیں۔');
    const limit = serverErrorText({ code: 'VALIDATION', message: sentences.depositLimit[0] });
    expect(limit).toBe('یہ ڈپازٹ آپ کی Rs. 10,000 کی ہفتہ وار ڈپازٹ حد سے بڑھ جائے گا۔ آپ 16:05 کے بعد مزید Rs. 250.50 جمع کر سکتے ہیں۔');
    expect(serverErrorText({ code: 'FORBIDDEN', message: sentences.lossLimit[0] })).toContain('Rs. 2,500.50');
    expect(serverErrorText({ code: 'FORBIDDEN', message: sentences.mutedUntil[1] })).toBe('آپ کو 3 دسمبر 2026، 14:05 تک چیٹ میں خاموش کر دیا گیا ہے');
    expect(serverErrorText({ code: 'FORBIDDEN', message: chatMessages.mutedForGood })).toBe('آپ کو چیٹ میں مستقل طور پر خاموش کر دیا گیا ہے');
  });

  it('leaves a sentence that only looks like one to the text of its code', async () => {
    await i18next.changeLanguage('ur');
    expect(serverErrorText({ code: 'FORBIDDEN', message: 'You are taking a break until tomorrow.' })).toBe(i18next.t('errors:codes.FORBIDDEN'));
  });
});
