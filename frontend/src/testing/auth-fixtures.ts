import type { User } from '@/lib/api-types';
import { setStoredUser, setToken } from '@/lib/storage';

/** A signed-in customer of an organisation with a $2.95 CAD plan and no long-document incentive. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'ada@example.com',
    language: { value: 'en' },
    billingAddress: null,
    organization: {
      id: 3,
      label: 'Acme Translations',
      paygPricePlan: { id: 5, pagePrice: 2.95, currency: { value: 'CAD' }, longDocIncentive: null },
    },
    isPrivacyPolicyAccepted: true,
    isTermsOfServiceAccepted: true,
    ...overrides,
  };
}

export const TEST_TOKEN = 'token-123';

/** Puts a session in localStorage, as a previous visit would have left it. */
export function storeSession(user: User = buildUser(), token = TEST_TOKEN): { user: User; token: string } {
  setToken(token);
  setStoredUser(user);
  return { user, token };
}
