import { text } from '../../common/localized-text';
import type { ServerMessageKey } from '../../common/server-messages';

/** Why a Google sign-in failed; the message is for the user, the reason for the caller's status code and logs. */
export type GoogleSignInFailure =
  'not_configured' | 'redirect_uri' | 'invalid_code' | 'client_rejected' | 'unavailable' | 'provider_error' | 'invalid_token' | 'no_email';

/** A Google sign-in that did not yield an identity. `message` is the English text of GOOGLE_SIGN_IN_TEXTS[reason]. */
export class GoogleSignInError extends Error {
  constructor(
    message: string,
    readonly reason: GoogleSignInFailure = 'provider_error',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleSignInError';
  }
}

/** The user-facing texts (src/common/server-messages.ts, English and French), one per failure. */
export const GOOGLE_SIGN_IN_TEXTS: Record<GoogleSignInFailure, ServerMessageKey> = {
  not_configured: 'googleNotConfigured',
  redirect_uri: 'googleRedirectUri',
  invalid_code: 'googleInvalidCode',
  client_rejected: 'googleClientRejected',
  unavailable: 'googleUnavailable',
  provider_error: 'googleProviderError',
  invalid_token: 'googleInvalidToken',
  no_email: 'googleNoEmail',
};

export function googleSignInError(reason: GoogleSignInFailure, cause?: unknown): GoogleSignInError {
  return new GoogleSignInError(text(GOOGLE_SIGN_IN_TEXTS[reason]).render('en'), reason, cause === undefined ? undefined : { cause });
}
