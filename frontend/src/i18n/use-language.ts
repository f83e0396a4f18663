import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './account-language';
import type { Language } from './languages';

/** The language the app speaks and the player's way to choose another; a change redraws every translated screen. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language: Language = i18n.language === 'ur' ? 'ur' : 'en';
  return [language, useCallback((next: Language) => chooseLanguage(queryClient, next), [queryClient])];
}
