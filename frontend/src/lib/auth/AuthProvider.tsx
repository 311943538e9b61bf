import { useEffect, useState, type ReactNode } from 'react';
import { addApiErrorListener } from '@/lib/api-client';
import { AuthStoreContext } from './use-auth';
import { createAuthStore, isCredentialsError, type AuthStore } from './auth-store';

interface AuthProviderProps {
  children: ReactNode;
  /** Tests may pass their own store; by default one is created from localStorage. */
  store?: AuthStore;
}

/**
 * Holds the session for the whole app. On start with a stored token it runs the auth check, and any API answer
 * with the expired-credentials detail logs the user out (spec §8).
 */
export function AuthProvider({ children, store: givenStore }: AuthProviderProps) {
  const [store] = useState(() => givenStore ?? createAuthStore());

  useEffect(
    () =>
      addApiErrorListener((error) => {
        if (isCredentialsError(error)) store.actions.sessionExpired();
      }),
    [store],
  );

  useEffect(() => {
    void store.actions.checkAuthAtStart(window.location.pathname);
  }, [store]);

  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}
