/** Why a Google sign-in failed; the message is for the user, the reason for the caller's status code and logs. */
export type GoogleSignInFailure =
  | 'not_configured'
  | 'redirect_uri'
  | 'invalid_code'
  | 'client_rejected'
  | 'unavailable'
  | 'provider_error'
  | 'invalid_token'
  | 'no_email';

/** A Google sign-in that did not yield an identity. `message` can be shown to the user as is. */
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

/** The user-facing texts, one per failure. */
export const GOOGLE_SIGN_IN_MESSAGES: Record<GoogleSignInFailure, string> = {
  not_configured: 'Google sign-in is not configured.',
  redirect_uri: 'Google sign-in failed: the sign-in did not come back to this site. Please try again.',
  invalid_code: 'Google sign-in failed: the authorization code is invalid or expired. Please try again.',
  client_rejected: 'Google sign-in failed: Google did not accept this site’s credentials. Please contact support.',
  unavailable: 'Google sign-in failed: Google could not be reached. Please try again later.',
  provider_error: 'Google sign-in failed: Google answered with an error. Please try again.',
  invalid_token: 'Google sign-in failed: the identity Google sent could not be verified. Please try again.',
  no_email: 'Google sign-in failed: Google did not share an e-mail address for this account.',
};

export function googleSignInError(reason: GoogleSignInFailure, cause?: unknown): GoogleSignInError {
  return new GoogleSignInError(GOOGLE_SIGN_IN_MESSAGES[reason], reason, cause === undefined ? undefined : { cause });
}
