import type { Request } from 'express';
import type { User } from '../users/entities/user.entity';
import type { SessionClaims } from './session-claims.util';

/** What a handler requires beyond a valid token (set by @Auth(), read by the guards). See src/auth/README.md. */
export interface AuthOptions {
  /** Privacy policy and terms of service accepted in their current versions (403 naming the missing one). */
  policies?: boolean;
  /** The user is an account manager (403 "User is not an account manager"). */
  accountManager?: boolean;
  /** The user's e-mail is in INTERNAL_ADMIN_EMAILS (403). */
  internalAdmin?: boolean;
  /** Signing in is optional: a valid token gives @CurrentUser(), a missing or invalid one gives null. */
  optional?: boolean;
}

export const AUTH_OPTIONS = 'pt:auth-options';
export const IS_PUBLIC = 'pt:public';

/** A request that went through JwtAuthGuard (or a sign-in guard: LocalAuthGuard). */
export interface AuthenticatedRequest extends Request {
  authUser?: User | null;
  /** The claims of the bearer token that signed the request in (absent on sign-in requests). */
  authSession?: SessionClaims;
}
