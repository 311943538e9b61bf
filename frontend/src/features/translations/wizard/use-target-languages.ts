import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { getTargetLanguages } from '../api/get-target-languages';
import type { TargetLanguage } from '@/lib/api-types';

interface TargetLanguagesState {
  languages: TargetLanguage[];
  loading: boolean;
  /** undefined while fine; the server's detail, or null for "An error occurred". */
  error?: string | null;
}

/** GET /translations/target-languages, fetched again when the interface language changes (the labels follow it). */
export function useTargetLanguages() {
  const { i18n } = useTranslation();
  const [state, setState] = useState<TargetLanguagesState>({ languages: [], loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shows the loading state of the fetch this effect starts
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    getTargetLanguages().then(
      (languages) => active && setState({ languages, loading: false }),
      (error: unknown) =>
        active &&
        setState((previous) => ({
          ...previous,
          loading: false,
          error: error instanceof ApiError ? error.serverDetail : null,
        })),
    );
    return () => {
      active = false;
    };
  }, [i18n.language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
