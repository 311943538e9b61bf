import type { User } from './entities/user.entity';

/** The versions in force (terms effective Jan 23rd, 2025). Raising one asks every user to accept again. */
export const PRIVACY_POLICY_VERSION = '2025-01-23';
export const TERMS_OF_SERVICE_VERSION = '2025-01-23';

// A policy counts as accepted only in its current version.
export function isPrivacyPolicyAccepted(user: Pick<User, 'privacyPolicyVersion'>): boolean {
  return user.privacyPolicyVersion === PRIVACY_POLICY_VERSION;
}

export function isTermsOfServiceAccepted(user: Pick<User, 'termsVersion'>): boolean {
  return user.termsVersion === TERMS_OF_SERVICE_VERSION;
}
