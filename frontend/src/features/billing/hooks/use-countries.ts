import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCountries } from '../api/get-countries';
import type { Country } from '@/lib/api-types';

interface CountriesState {
  countries: Country[];
  loading: boolean;
  failed: boolean;
}

/** The countries and their regions for the address form; fetched again when the interface language changes (labels). */
export function useCountries() {
  const { i18n } = useTranslation();
  const [state, setState] = useState<CountriesState>({ countries: [], loading: true, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shows the loading state of the fetch this effect starts
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    getCountries().then(
      (countries) => active && setState({ countries, loading: false, failed: false }),
      () => active && setState((previous) => ({ ...previous, loading: false, failed: true })),
    );
    return () => {
      active = false;
    };
  }, [i18n.language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
