import { text } from '../common/localized-text';
import { accessDenial } from './access.util';
import { PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from '../users/policies.util';

type Params = Parameters<typeof accessDenial>[0];
const user = (overrides: Partial<Params['user']> = {}): Params['user'] => ({
  email: 'ada@example.com',
  privacyPolicyVersion: PRIVACY_POLICY_VERSION,
  termsVersion: TERMS_OF_SERVICE_VERSION,
  accountManager: null,
  ...overrides,
});
const check = (u: Params['user'], requirements: Params['requirements'], internalAdminEmails: string[] = []) =>
  accessDenial({ user: u, requirements, internalAdminEmails });

describe('accessDenial', () => {
  it('lets a user through when nothing is required', () => {
    expect(check(user({ privacyPolicyVersion: null, termsVersion: null }), {})).toBeNull();
  });

  it('names the missing policy, privacy policy first, and wants the current versions', () => {
    expect(check(user({ privacyPolicyVersion: null, termsVersion: null }), { policies: true })).toBe('privacyPolicyRequired');
    expect(check(user({ termsVersion: null }), { policies: true })).toBe('termsRequired');
    expect(check(user({ termsVersion: '2020-01-01' }), { policies: true })).toBe('termsRequired');
    expect(check(user(), { policies: true })).toBeNull();
    expect(text('privacyPolicyRequired').render('en')).toBe('Please accept the privacy policy first.');
    expect(text('termsRequired').render('en')).toBe('Please accept the terms of service first.');
    expect(text('privacyPolicyRequired').render('fr')).toBe("Veuillez d'abord accepter la politique de confidentialité.");
  });

  it('requires an AccountManager row for manager routes', () => {
    expect(check(user(), { accountManager: true })).toBe('notAccountManager');
    expect(text('notAccountManager').render('en')).toBe('User is not an account manager');
    expect(check(user({ accountManager: { id: 3 } as never }), { accountManager: true })).toBeNull();
  });

  it('compares internal admin e-mails without case', () => {
    expect(check(user({ email: 'Boss@Example.com' }), { internalAdmin: true }, ['boss@example.com'])).toBeNull();
    expect(check(user(), { internalAdmin: true }, ['boss@example.com'])).toBe('internalAdminRequired');
  });
});
