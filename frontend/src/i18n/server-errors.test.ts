import { messages } from '@pkr/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import english from './locales/en/errors.json';
import { i18next } from './index';
import { fixedServerSentences, serverErrorText } from './server-errors';

const refusal = (details: Record<string, unknown>) => new ApiError(400, 'Bad Request', '/api/game/crash/bet', JSON.stringify(details), details, 'r1');

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the text shown for a server error', () => {
  it('keeps every English sentence of the catalogue equal to the sentence the server answers', () => {
    expect(english.messages).toEqual(fixedServerSentences());
  });

  it("shows the server's English words in English, whatever its code", () => {
    expect(getErrorMessage(refusal({ code: 'BETTING_CLOSED', message: 'Betting phase is over' }), 'Failed')).toBe('Betting phase is over');
    expect(getErrorMessage(refusal({ code: 'VALIDATION', message: 'Something new' }), 'Failed')).toBe('Something new');
    expect(getErrorMessage(refusal({ code: 'VALIDATION' }), 'Failed')).toBe('Failed');
  });

  it('shows the Urdu text of a known sentence, else of its code, else the English, never a bare code', async () => {
    await i18next.changeLanguage('ur');
    expect(getErrorMessage(refusal({ code: 'BETTING_CLOSED', message: 'Betting phase is over' }), 'Failed')).toBe('بیٹ لگانے کا وقت ختم ہو گیا ہے');
    expect(getErrorMessage(refusal({ code: 'VALIDATION', message: messages.betMin }), 'Failed')).toBe('کم از کم بیٹ Rs. 10 ہے');
    expect(getErrorMessage(refusal({ code: 'INSUFFICIENT_FUNDS', message: 'Adjustment would take the balance below zero' }), 'Failed')).toBe('بیلنس ناکافی ہے');
    expect(getErrorMessage(refusal({ code: 'SOMETHING_ELSE', message: 'A sentence the app does not know' }), 'Failed')).toBe('A sentence the app does not know');
    expect(serverErrorText({ code: 'SOMETHING_ELSE' })).toBeUndefined();
  });
});
