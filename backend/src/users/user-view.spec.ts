import { User } from './entities/user.entity';
import { PRIVACY_POLICY_VERSION } from './policies.util';
import { toUserView } from './user-view';

/** A user as loaded with USER_VIEW_POPULATE, with overrides. */
function userFactory(overrides: Partial<User> = {}): User {
  return Object.assign<User, object>(new User(), {
    id: 7,
    email: 'ada@example.com',
    language: 'en',
    organization: {
      id: 3,
      label: 'Acme',
      paygPricePlan: { id: 5, pagePriceCents: 295, currency: 'CAD', incentiveAfterPage: null, incentivePagePriceCents: null },
    },
    ...overrides,
  });
}

describe('toUserView', () => {
  it('has exactly the fields of spec section 3, prices in dollars', () => {
    expect(toUserView(userFactory({ privacyPolicyVersion: PRIVACY_POLICY_VERSION }))).toEqual({
      id: 7,
      email: 'ada@example.com',
      language: { value: 'en' },
      billingAddress: null,
      organization: { id: 3, label: 'Acme', paygPricePlan: { id: 5, pagePrice: 2.95, currency: { value: 'CAD' }, longDocIncentive: null } },
      isPrivacyPolicyAccepted: true,
      isTermsOfServiceAccepted: false,
    });
  });

  it('adds accountManagerId only for managers, the incentive when set, and null organisation', () => {
    const manager = toUserView(
      userFactory({
        accountManager: { id: 11 } as never,
        organization: {
          id: 3,
          label: 'Acme',
          paygPricePlan: { id: 5, pagePriceCents: 250, currency: 'USD', incentiveAfterPage: 50, incentivePagePriceCents: 199 },
        } as never,
      }),
    );
    expect(manager.accountManagerId).toBe(11);
    expect(manager.organization?.paygPricePlan).toEqual({
      id: 5,
      pagePrice: 2.5,
      currency: { value: 'USD' },
      longDocIncentive: { afterPage: 50, pagePrice: 1.99 },
    });
    expect('accountManagerId' in toUserView(userFactory())).toBe(false);
    expect(toUserView(userFactory({ organization: null })).organization).toBeNull();
  });

  it("labels the billing address in the user's language", () => {
    const address = {
      id: 1,
      street: '1 rue Principale',
      city: 'Québec',
      postalCode: 'G1R 4P5',
      region: { id: 2, value: 'QC', label: 'Quebec', labelFr: 'Québec' },
      country: { id: 3, value: 'CA', label: 'Canada', labelFr: 'Canada' },
    };
    const view = toUserView(userFactory({ language: 'fr', billingAddress: address as never }));
    expect(view.billingAddress).toEqual({
      id: 1,
      street: '1 rue Principale',
      city: 'Québec',
      region: { id: 2, label: 'Québec', value: 'QC' },
      postalCode: 'G1R 4P5',
      country: { id: 3, label: 'Canada', value: 'CA' },
      regionLabel: 'Québec',
      countryLabel: 'Canada',
    });
  });
});
