import { message, type MessageKey } from '@pt/libs/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/** The shared validation and error texts of @pt/libs/messages, in the current interface language. */
export function useMessage() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((key: MessageKey, params?: Record<string, string | number>) => message(key, language, params), [language]);
}
