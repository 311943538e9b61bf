import type { User } from '@/lib/api-types';

/** Operations whose progress the session tracks (spec §3 "Auth state"). */
export const AUTH_OPERATIONS = [
  'login',
  'register',
  'forgotPassword',
  'newPassword',
  'updatePrivacyPolicy',
  'updateTermsOfService',
  'userAuthCheck',
  'updateLanguage',
  'fetchUser',
] as const;
export type AuthOperation = (typeof AUTH_OPERATIONS)[number];

/**
 * Why an operation failed. `detail` is the server's own text when it sent one (shown as is, spec §8);
 * the reason picks a translated fallback otherwise.
 */
export interface AuthError {
  reason: 'server' | 'network' | 'stateMismatch' | 'missingCode' | 'providerError' | 'linkRequired' | 'unknown';
  detail?: string;
  /** linkRequired: the e-mail of the existing account whose password links the Google sign-in. */
  email?: string;
}

/** idle: success undefined; then loading; then success true or false (spec §4). */
export interface OperationStatus {
  loading: boolean;
  success?: boolean;
  error?: AuthError;
}

export interface AuthState {
  user: User | null;
  token: string | null;
  /** The last sign-in failure, shown on /sign-in. */
  authError: AuthError | null;
  status: Record<AuthOperation, OperationStatus>;
}

export type AuthAction =
  | { type: 'operationStarted'; operation: AuthOperation }
  | { type: 'operationSucceeded'; operation: AuthOperation }
  | { type: 'operationFailed'; operation: AuthOperation; error: AuthError }
  | { type: 'operationReset'; operation: AuthOperation }
  /** Sign-in, auth check or user fetch answered {user, token}. */
  | { type: 'sessionStarted'; user: User; token: string }
  /** Policy acceptance or language change answered the updated user. */
  | { type: 'userReplaced'; user: User }
  /** Social sign-in failed: forget any session and remember why. */
  | { type: 'socialLoginFailed'; error: AuthError }
  /** Token and user forgotten, operation flags kept (the enterprise registration request). */
  | { type: 'sessionCleared' }
  /** Everything back to signed out. */
  | { type: 'loggedOut' };

const IDLE: OperationStatus = { loading: false };

function idleStatuses(): Record<AuthOperation, OperationStatus> {
  return Object.fromEntries(AUTH_OPERATIONS.map((operation) => [operation, IDLE])) as Record<AuthOperation, OperationStatus>;
}

/** A user is kept only together with a token: signed in means both (spec §6). */
export function initialAuthState(session: { user: User | null; token: string | null }): AuthState {
  const signedIn = Boolean(session.user && session.token);
  return {
    user: signedIn ? session.user : null,
    token: session.token,
    authError: null,
    status: idleStatuses(),
  };
}

export function isSignedIn(state: Pick<AuthState, 'user' | 'token'>): boolean {
  return Boolean(state.user && state.token);
}

function withStatus(state: AuthState, operation: AuthOperation, status: OperationStatus): AuthState {
  return { ...state, status: { ...state.status, [operation]: status } };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'operationStarted': {
      const next = withStatus(state, action.operation, { loading: true });
      // A new sign-in attempt replaces the previous failure.
      return action.operation === 'login' ? { ...next, authError: null } : next;
    }
    case 'operationSucceeded':
      return withStatus(state, action.operation, { loading: false, success: true });
    case 'operationFailed':
      return withStatus(state, action.operation, { loading: false, success: false, error: action.error });
    case 'operationReset':
      return withStatus(state, action.operation, IDLE);
    case 'sessionStarted':
      return { ...state, user: action.user, token: action.token, authError: null };
    case 'userReplaced':
      return { ...state, user: action.user };
    case 'socialLoginFailed':
      return {
        ...withStatus(state, 'login', { loading: false, success: false, error: action.error }),
        user: null,
        token: null,
        authError: action.error,
      };
    case 'sessionCleared':
      return { ...state, user: null, token: null };
    case 'loggedOut':
      return initialAuthState({ user: null, token: null });
  }
}
