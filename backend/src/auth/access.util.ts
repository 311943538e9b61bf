import type { TextKey } from '../common/localized-text';
import type { User } from '../users/entities/user.entity';
import { isPrivacyPolicyAccepted, isTermsOfServiceAccepted } from '../users/policies.util';

export interface AccessParams {
  user: Pick<User, 'email' | 'privacyPolicyVersion' | 'termsVersion' | 'accountManager'>;
  requirements: { policies?: boolean; accountManager?: boolean; internalAdmin?: boolean };
  /** Lower-case. */
  internalAdminEmails: readonly string[];
}

// Why a signed-in user may not call a handler (the key of the 403 detail), or null when every requirement holds.
// Policies are named in the order the wizard asks for them: privacy policy first, then terms.
export function accessDenial({ user, requirements, internalAdminEmails }: AccessParams): TextKey | null {
  if (requirements.policies && !isPrivacyPolicyAccepted(user)) return 'privacyPolicyRequired';
  if (requirements.policies && !isTermsOfServiceAccepted(user)) return 'termsRequired';
  if (requirements.accountManager && !user.accountManager) return 'notAccountManager';
  if (requirements.internalAdmin && !internalAdminEmails.includes(user.email.toLowerCase())) return 'internalAdminRequired';
  return null;
}
