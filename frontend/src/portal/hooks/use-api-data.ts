import { useCallback, useEffect, useState, type DependencyList } from 'react';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  /** True until the first answer (or while reloading without data). */
  loading: boolean;
  /** Fetches again; the current data stays on screen meanwhile. */
  reload: () => void;
}

/**
 * Runs `load` when `deps` change (not at all while it is null) and keeps its answer. The request of a previous run
 * is aborted, so a late answer never overwrites a newer one.
 */
export function useApiData<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList): ApiData<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: load !== null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: previous.data === undefined }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ data: previous.data, error, loading: false }));
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; `deps` say when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
