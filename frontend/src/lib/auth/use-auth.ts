import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { isAccountManager } from '@/components/layout/navbar-links';
import { isSignedIn } from './auth-reducer';
import type { AuthStore } from './auth-store';

export const AuthStoreContext = createContext<AuthStore | null>(null);

/** The session store itself (for code that needs getState or subscribe). */
export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  return store;
}

/**
 * The session and its actions: user, token, authError, status.<operation>.{loading, success, error},
 * isSignedIn (user and token), isAccountManager, and loginWithGoogle, loginEnterprise, logout, … (see AuthActions).
 */
export function useAuth() {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(
    () => ({
      ...state,
      ...store.actions,
      isSignedIn: isSignedIn(state),
      isAccountManager: isSignedIn(state) && isAccountManager(state.user),
    }),
    [state, store],
  );
}
