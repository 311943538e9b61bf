import { CREDENTIALS_ERROR_DETAIL } from '@pt/libs/credentials-error';
import { ApiError } from '@/lib/api-client';
import { currentLanguage, i18n, isSupportedLanguage, type Language } from '@/lib/i18n';
import { clearSession, getStoredUser, getToken, setStoredUser, setToken } from '@/lib/storage';
import { acceptPrivacyPolicy } from './api/accept-privacy-policy';
import { acceptTermsOfService } from './api/accept-terms-of-service';
import { checkAuth } from './api/check-auth';
import { getUser } from './api/get-user';
import { linkGoogleAccount } from './api/link-google-account';
import {
  isSecondFactorChallenge,
  loginEnterprise,
  loginEnterpriseSecondFactor,
  type EnterpriseLoginAnswer,
  type EnterpriseLoginCredentials,
  type SecondFactorInput,
} from './api/login-enterprise';
import { loginWithGoogle, type GoogleLoginInput } from './api/login-with-google';
import { logout as logoutOnServer } from './api/logout';
import { registerEnterpriseUser, type EnterpriseRegistrationPayload } from './api/register-enterprise-user';
import { requestPasswordReset } from './api/request-password-reset';
import { resetPassword, type ResetPasswordPayload } from './api/reset-password';
import { updateUserLanguage } from './api/update-user-language';
import type { Session, User } from '@/lib/api-types';
import { authReducer, initialAuthState, type AuthAction, type AuthError, type AuthOperation, type AuthState } from './auth-reducer';

/** The longest /logout waits for the server before returning to / (the local session is gone at once). */
export const LOGOUT_REQUEST_MAX_WAIT_MS = 2000;

export type AuthResult<T> = { ok: true; value: T } | { ok: false; error: AuthError };

/** Maps anything a call can throw to what the screens show: the server's detail, or a reason for a fallback text. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof ApiError) {
    if (error.status === 0) return { reason: 'network' };
    const detail = error.serverDetail;
    return detail ? { reason: 'server', detail } : { reason: 'server' };
  }
  return { reason: 'unknown' };
}

/**
 * The server's answer to a Google sign-in whose e-mail belongs to an existing account: 409 {detail, linkRequired,
 * email}; the account's password links them (POST /auth/google/link).
 */
export function googleLinkRequired(error: unknown): AuthError | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { linkRequired?: unknown; email?: unknown } | null;
  if (!body || body.linkRequired !== true || typeof body.email !== 'string') return null;
  return { reason: 'linkRequired', email: body.email, ...(error.serverDetail ? { detail: error.serverDetail } : {}) };
}

/** True for the server's "log out now" answer (spec §8). */
export function isCredentialsError(error: unknown): boolean {
  return error instanceof ApiError && error.serverDetail === CREDENTIALS_ERROR_DETAIL;
}

function isUser(value: unknown): value is User {
  return Boolean(value && typeof value === 'object' && 'email' in value);
}

function readStoredSession() {
  const user = getStoredUser<unknown>();
  return { user: isUser(user) ? user : null, token: getToken() };
}

/** Switches the interface to a language (the shared i18next instance; its detector remembers it in the cookie). */
export function switchInterfaceLanguage(language: Language): void {
  if (currentLanguage(i18n) !== language) void i18n.changeLanguage(language);
}

export interface AuthStoreOptions {
  /** Clock for token_age (ms). */
  now?: () => number;
  /** Applies the signed-in user's language to the interface (at sign-in and when the user is fetched). */
  applyUserLanguage?: (language: Language) => void;
}

/**
 * The session (spec §3, §4): state in a reducer, mirrored to localStorage (login_token, token_age, user_key),
 * with one action per API operation. Framework-free; React reads it through AuthProvider and useAuth.
 */
export function createAuthStore({ now = Date.now, applyUserLanguage = switchInterfaceLanguage }: AuthStoreOptions = {}) {
  let state: AuthState = initialAuthState(readStoredSession());
  const listeners = new Set<() => void>();
  let pendingCheck: Promise<void> | undefined;
  /** Where the app opened, while its start-up check may still count as that page's load check (checkAuthOnLoad). */
  let startupCheckAt: string | undefined;

  function dispatch(action: AuthAction) {
    state = authReducer(state, action);
    for (const listener of listeners) listener();
  }

  function startSession({ user, token }: Session) {
    setToken(token, now());
    setStoredUser(user);
    dispatch({ type: 'sessionStarted', user, token });
  }

  /**
   * A session the user just opened, or a user fetched again (after a language change, spec §4): the interface
   * follows the user's language. The auth check at start does not switch it, so a visitor's choice in this browser
   * stays until they sign in again.
   */
  function startSessionInUserLanguage(session: Session) {
    startSession(session);
    const language = session.user.language?.value;
    if (isSupportedLanguage(language)) applyUserLanguage(language);
  }

  function replaceUser(user: User) {
    setStoredUser(user);
    dispatch({ type: 'userReplaced', user });
  }

  function logoutLocally() {
    clearSession();
    dispatch({ type: 'loggedOut' });
  }

  /** Runs one API operation through loading → success/failure; `onSuccess` stores the answer first. */
  async function run<T>(
    operation: AuthOperation,
    request: () => Promise<T>,
    onSuccess?: (value: T) => void,
    onFailure?: (error: AuthError, cause: unknown) => void,
  ): Promise<AuthResult<T>> {
    dispatch({ type: 'operationStarted', operation });
    try {
      const value = await request();
      onSuccess?.(value);
      dispatch({ type: 'operationSucceeded', operation });
      return { ok: true, value };
    } catch (cause) {
      const error = toAuthError(cause);
      if (onFailure) onFailure(error, cause);
      else dispatch({ type: 'operationFailed', operation, error });
      return { ok: false, error };
    }
  }

  /** Answers that arrive after the session changed (logout, another sign-in) are stale and ignored. */
  function whileSameToken(token: string | null, apply: () => void) {
    if (state.token === token) apply();
  }

  const actions = {
    /** Completes the Google redirect: stores the session, or clears it and records the auth error. */
    loginWithGoogle(input: GoogleLoginInput): Promise<AuthResult<EnterpriseLoginAnswer>> {
      let link: AuthError | null = null;
      const start = (answer: EnterpriseLoginAnswer) => {
        // A challenge: the callback page asks for the code of two-step sign-in.
        if (!isSecondFactorChallenge(answer)) startSessionInUserLanguage(answer);
      };
      return run(
        'login',
        () => loginWithGoogle(input),
        start,
        (error, cause) => {
          clearSession();
          link = googleLinkRequired(cause);
          // Not a failure: the callback page asks for the existing account's password.
          if (link) {
            dispatch({ type: 'sessionCleared' });
            dispatch({ type: 'operationReset', operation: 'login' });
          } else dispatch({ type: 'socialLoginFailed', error });
        },
      ).then((result) => (link ? { ok: false, error: link } : result));
    },

    /** Links the Google sign-in waiting in this browser to the existing account with its password, and signs in. */
    linkGoogleAccount(password: string) {
      return run('login', () => linkGoogleAccount(password), startSessionInUserLanguage);
    },

    /** A social sign-in that failed before reaching the server (state mismatch, provider refusal). */
    failSocialLogin(error: AuthError) {
      clearSession();
      dispatch({ type: 'socialLoginFailed', error });
    },

    /** The password step: starts the session, or answers the challenge when the account asks for a code. */
    loginEnterprise(credentials: EnterpriseLoginCredentials) {
      return run(
        'login',
        () => loginEnterprise(credentials),
        (answer) => {
          if (!isSecondFactorChallenge(answer)) startSessionInUserLanguage(answer);
        },
      );
    },

    /** The code step of two-step sign-in: the challenge of the password step and the code start the session. */
    loginEnterpriseSecondFactor(input: SecondFactorInput) {
      return run('login', () => loginEnterpriseSecondFactor(input), startSessionInUserLanguage);
    },

    /** Registration by invitation; the request first forgets any stored session (spec §4). */
    registerEnterprise(payload: EnterpriseRegistrationPayload) {
      clearSession();
      dispatch({ type: 'sessionCleared' });
      return run('register', () => registerEnterpriseUser(payload));
    },

    requestPasswordReset(email: string) {
      return run('forgotPassword', () => requestPasswordReset(email));
    },

    resetPassword(payload: ResetPasswordPayload) {
      return run('newPassword', () => resetPassword(payload));
    },

    /** GET /auth/check with the stored token: refreshes the session, or logs out on any failure (spec §4). */
    checkAuth(): Promise<void> {
      const token = state.token;
      if (!token) return Promise.resolve();
      pendingCheck ??= run(
        'userAuthCheck',
        () => checkAuth(),
        (session) => whileSameToken(token, () => startSession(session)),
        (error) => {
          whileSameToken(token, logoutLocally);
          // After the logout, which resets every flag, so the failed check stays visible.
          dispatch({ type: 'operationFailed', operation: 'userAuthCheck', error });
        },
      ).then(() => {
        pendingCheck = undefined;
      });
      return pendingCheck;
    },

    /** The app's start-up check (AuthProvider); `path` is the page the app opened on. */
    checkAuthAtStart(path: string): Promise<void> {
      if (state.token) startupCheckAt = path;
      return actions.checkAuth();
    },

    /**
     * The check of a page that checks the session on every load (the landing, spec §2). The page the app opened on
     * (`opened`: the router's first location) shares the start-up check, so that load costs one GET /auth/check;
     * every later load of the page checks again.
     */
    checkAuthOnLoad(path: string, { opened }: { opened: boolean }): Promise<void> {
      const sharesStartupCheck = opened && startupCheckAt === path;
      startupCheckAt = undefined;
      if (sharesStartupCheck) return pendingCheck ?? Promise.resolve();
      return actions.checkAuth();
    },

    /** GET /user: stores the fresh user and token, and shows the interface in the user's language. */
    fetchUser() {
      const token = state.token;
      return run(
        'fetchUser',
        () => getUser(),
        (session) => whileSameToken(token, () => startSessionInUserLanguage(session)),
      );
    },

    /** Saves the signed-in user's language, then refetches the user (spec §4). Does nothing when signed out. */
    async updateLanguage(language: Language): Promise<void> {
      const token = state.token;
      if (!state.user || !token) return;
      const result = await run(
        'updateLanguage',
        () => updateUserLanguage(language),
        ({ user }) => whileSameToken(token, () => replaceUser(user)),
      );
      if (result.ok && state.token === token) await actions.fetchUser();
    },

    acceptPrivacyPolicy(language: Language) {
      return run(
        'updatePrivacyPolicy',
        () => acceptPrivacyPolicy(language),
        ({ user }) => replaceUser(user),
      );
    },

    acceptTermsOfService(language: Language) {
      return run(
        'updateTermsOfService',
        () => acceptTermsOfService(language),
        ({ user }) => replaceUser(user),
      );
    },

    /**
     * Forgets the session at once, then asks the server to end it too (best effort, waiting at most
     * LOGOUT_REQUEST_MAX_WAIT_MS so a slow network never traps the user on /logout).
     */
    async logout(): Promise<void> {
      const token = state.token;
      logoutLocally();
      if (!token) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, LOGOUT_REQUEST_MAX_WAIT_MS);
      });
      const request = logoutOnServer(token).catch(() => undefined);
      await Promise.race([request, timeout]).finally(() => clearTimeout(timer));
    },

    /** The server said the token is no longer valid: log out, if there still is a session to end. */
    sessionExpired() {
      if (state.token || state.user) logoutLocally();
    },

    /** Back to idle, e.g. when a form page is left. */
    resetOperation(operation: AuthOperation) {
      dispatch({ type: 'operationReset', operation });
    },
  };

  return {
    getState: (): AuthState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    actions,
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
export type AuthActions = AuthStore['actions'];
