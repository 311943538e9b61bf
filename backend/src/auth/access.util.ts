import { message } from '@pt/libs/messages';
import type { User } from '../users/entities/user.entity';
import { isPrivacyPolicyAccepted, isTermsOfServiceAccepted } from '../users/policies.util';

export const PRIVACY_POLICY_REQUIRED = 'Please accept the privacy policy first.';
export const TERMS_REQUIRED = 'Please accept the terms of service first.';
export const INTERNAL_ADMIN_REQUIRED = 'This action is reserved for internal administrators.';

export interface AccessParams {
  user: Pick<User, 'email' | 'privacyPolicyVersion' | 'termsVersion' | 'accountManager'>;
  requirements: { policies?: boolean; accountManager?: boolean; internalAdmin?: boolean };
  /** Lower-case. */
  internalAdminEmails: readonly string[];
}

// Why a signed-in user may not call a handler, or null when every requirement holds.
// Policies are named in the order the wizard asks for them: privacy policy first, then terms.
export function accessDenial({ user, requirements, internalAdminEmails }: AccessParams): string | null {
  if (requirements.policies && !isPrivacyPolicyAccepted(user)) return PRIVACY_POLICY_REQUIRED;
  if (requirements.policies && !isTermsOfServiceAccepted(user)) return TERMS_REQUIRED;
  if (requirements.accountManager && !user.accountManager) return message('notAccountManager', 'en');
  if (requirements.internalAdmin && !internalAdminEmails.includes(user.email.toLowerCase())) return INTERNAL_ADMIN_REQUIRED;
  return null;
}
