import { TRANSLATIONS_POLL_INTERVAL_MS, shouldPollTranslations } from '@pt/libs/translation-status';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getTranslations } from '../api/get-translations';
import type { Translation } from '@/lib/api-types';

export interface TranslationsListState {
  /** null until the first answer arrives. */
  translations: Translation[] | null;
  /** The last load failed: the server's detail, or null for the generic text. Cleared by the next success. */
  error: { detail: string | null } | null;
}

/**
 * Loads the list on mount and refreshes it every 10 s while any translation is created or in progress, at most 200
 * refreshes (spec §2, §9). A failed refresh keeps the last list and polling goes on from it; a new visit starts
 * over. Timers and the request in flight are dropped on unmount.
 */
export function useTranslationsList(): TranslationsListState {
  const [state, setState] = useState<TranslationsListState>({ translations: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refreshes = 0;
    let statuses: string[] = [];

    const load = async () => {
      try {
        const answer = await getTranslations(controller.signal);
        if (controller.signal.aborted) return;
        const translations = Array.isArray(answer) ? answer : [];
        statuses = translations.map((translation) => translation.status?.value);
        setState({ translations, error: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        const detail = error instanceof ApiError ? error.serverDetail : null;
        setState((previous) => ({ ...previous, error: { detail } }));
      }
      if (shouldPollTranslations({ statuses, attempts: refreshes })) {
        timer = setTimeout(() => {
          refreshes += 1;
          void load();
        }, TRANSLATIONS_POLL_INTERVAL_MS);
      }
    };

    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return state;
}
