import { accessories } from '@pkr/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { useItemText } from './use-item-text';

afterEach(() => i18next.changeLanguage('en'));

describe("the shop's item texts", () => {
  it('are the contracts words in English, and Urdu for every item in Urdu', async () => {
    const english = renderHook(() => useItemText()).result.current;
    for (const item of accessories) {
      expect(english(item), item.id).toEqual({ name: item.name, description: item.description, unlockCriteria: item.unlockCriteria });
    }
    await i18next.changeLanguage('ur');
    const urdu = renderHook(() => useItemText()).result.current;
    for (const item of accessories) {
      const text = urdu(item);
      for (const value of [text.name, text.description, text.unlockCriteria ?? 'ا']) expect(value, item.id).toMatch(/[\u0600-\u06ff]/);
      expect(text.unlockCriteria === null).toBe(item.unlockCriteria === null);
    }
  });
});
