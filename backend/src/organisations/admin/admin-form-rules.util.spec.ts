import type { AppLanguage } from '../../common/language';
import {
  addressCountry,
  createOrganizationRules,
  type FieldCheck,
  optionalPrice,
  pricePlanUpdateRules,
  registrationInvitationRules,
} from './admin-form-rules.util';

/** The rules with their messages rendered in one language (English unless said). */
function rendered<K extends string>(rules: Record<K, FieldCheck>, lang: AppLanguage = 'en') {
  return Object.fromEntries(
    Object.entries<FieldCheck>(rules).map(([name, check]) => [
      name,
      (value: unknown, dto: Record<string, unknown>) => check(value, dto)?.render(lang) ?? null,
    ]),
  ) as Record<K, (value: unknown, dto: Record<string, unknown>) => string | null>;
}
const org = rendered(createOrganizationRules);
const plan = rendered(pricePlanUpdateRules);
const invitation = rendered(registrationInvitationRules);

describe('create-organisation field rules (spec 5 messages)', () => {
  it('label: required, text, at most 255 characters', () => {
    expect(org.label('Acme', {})).toBeNull();
    expect(org.label(undefined, {})).toBe('Organization name is required');
    expect(org.label('  ', {})).toBe('Organization name is required');
    expect(org.label(12, {})).toBe('label must be text');
    expect(org.label(` ${'x'.repeat(255)} `, {})).toBeNull();
    expect(org.label('x'.repeat(256), {})).toBe('label must be at most 255 characters');
  });

  it('base price: required, at least 0.75, 2 decimals, a number', () => {
    expect(org.paygPagePrice(2.5, {})).toBeNull();
    expect(org.paygPagePrice(0.75, {})).toBeNull();
    expect(org.paygPagePrice('2.50', {})).toBeNull();
    expect(org.paygPagePrice(null, {})).toBe('Page price is required');
    expect(org.paygPagePrice(Number.NaN, {})).toBe('Page price is required');
    expect(org.paygPagePrice(0.74, {})).toBe('Price must be above 0.75');
    expect(org.paygPagePrice(1.005, {})).toBe('Enter a price with at most 2 decimals');
    expect(org.paygPagePrice(false, {})).toBe('paygPagePrice must be a number');
    expect(org.paygPagePrice(10000, {})).toBeNull();
    expect(org.paygPagePrice(10000.01, {})).toBe('paygPagePrice must be at most 10000.00');
    expect(plan.pagePrice(1e9, {})).toBe('pagePrice must be at most 10000.00');
  });

  it('incentive: optional, at least 0.50 and below the base price', () => {
    expect(org.longDocIncentivePrice(undefined, { paygPagePrice: 2.5 })).toBeNull();
    expect(org.longDocIncentivePrice(null, { paygPagePrice: 2.5 })).toBeNull();
    expect(org.longDocIncentivePrice(0.5, { paygPagePrice: 2.5 })).toBeNull();
    expect(org.longDocIncentivePrice(0.49, { paygPagePrice: 2.5 })).toBe('Price must be above 0.50');
    expect(org.longDocIncentivePrice(2.5, { paygPagePrice: 2.5 })).toBe('LDI price must be less than the base price');
    // Compared only with a valid base price; a base of the wrong type is its own field's problem.
    expect(org.longDocIncentivePrice(3, { paygPagePrice: true })).toBeNull();
  });

  it('contact: a name, and a valid e-mail or a phone (reported once, on the e-mail)', () => {
    expect(org.contactName('Jane', {})).toBeNull();
    expect(org.contactName('', {})).toBe('Contact name is required');
    expect(org.contactEmail('jane@acme.test', {})).toBeNull();
    expect(org.contactEmail(' jane@acme.test ', {})).toBeNull();
    expect(org.contactEmail('jane@', {})).toBe('Invalid email');
    expect(org.contactEmail('', { phone: '555-0100' })).toBeNull();
    expect(org.contactEmail(undefined, { phone: ' ' })).toBe('Either email or phone is required');
    expect(org.contactEmail(null, {})).toBe('Either email or phone is required');
    expect(org.contactPhone(undefined, {})).toBeNull();
    expect(org.contactPhone('1'.repeat(33), {})).toBe('contact.phone must be at most 32 characters');
  });

  it('address: every field required; postal code format of the country, Canada when none is given', () => {
    expect(org.street('', {})).toBe('Street is required');
    expect(org.city(undefined, {})).toBe('City is required');
    expect(org.regionValue(' ', {})).toBe('Region is required');
    expect(org.postalCode('', {})).toBe('Postal code is required');
    expect(org.postalCode('K1A 0B1', {})).toBeNull();
    expect(org.postalCode('90210', {})).toBe('Invalid postal code');
    expect(org.postalCode('90210', { countryValue: 'US' })).toBeNull();
    expect(org.postalCode('K1A 0B1', { countryValue: 'US' })).toBe('Invalid zip code');
    expect(org.countryValue(undefined, {})).toBeNull();
    expect(org.countryValue(null, {})).toBeNull();
    expect(org.countryValue('', {})).toBe('Country is required');
    expect(org.countryValue('CAN', {})).toBe('address.countryValue must be at most 2 characters');
    expect(addressCountry(undefined)).toBe('CA');
    expect(addressCountry('US')).toBe('US');
    expect(addressCountry('')).toBe('');
  });
});

describe('price plan update rules', () => {
  it("base price required and at least 1.00; incentive at least 0.50 (with the spec's wording) and below the base", () => {
    expect(plan.pagePrice(1, {})).toBeNull();
    expect(plan.pagePrice(undefined, {})).toBe('Base price is required');
    expect(plan.pagePrice(0.99, {})).toBe('Base price must be at least $1.00');
    expect(plan.ldiPagePrice(null, { pagePrice: 3 })).toBeNull();
    expect(plan.ldiPagePrice(0.49, { pagePrice: 3 })).toBe('Base price must be at least $0.50');
    expect(plan.ldiPagePrice(2.99, { pagePrice: 3 })).toBeNull();
    expect(plan.ldiPagePrice(3, { pagePrice: 3 })).toBe('LDI price must be less than the base price');
  });
});

describe('registration invitation rules', () => {
  it('e-mail "Required" / "Invalid email"; language required, en or fr', () => {
    expect(invitation.email('jane@acme.test', {})).toBeNull();
    expect(invitation.email('', {})).toBe('Required');
    expect(invitation.email('jane', {})).toBe('Invalid email');
    expect(invitation.language('fr', {})).toBeNull();
    expect(invitation.language(undefined, {})).toBe('Language is required');
    expect(invitation.language('es', {})).toBe('Language must be English or French');
  });
});

describe('the same rules in French', () => {
  it('say the spec messages and our own checks in French', () => {
    const fr = rendered(createOrganizationRules, 'fr');
    expect(fr.label(' ', {})).toBe("Le nom de l'organisation est obligatoire");
    expect(fr.paygPagePrice(0.74, {})).toBe('Le prix doit être supérieur à 0,75');
    expect(fr.label(12, {})).toBe('label doit être du texte');
    expect(fr.contactPhone('1'.repeat(33), {})).toBe('contact.phone doit contenir au plus 32 caractères');
    expect(fr.paygPagePrice(10000.01, {})).toBe('paygPagePrice doit être au plus 10000.00');
    expect(rendered(registrationInvitationRules, 'fr').email('jane', {})).toBe('Adresse courriel invalide');
  });
});

describe('optionalPrice', () => {
  it('treats absent, blank and NaN as no price', () => {
    expect([undefined, null, '', '  ', Number.NaN].map(optionalPrice)).toEqual([null, null, null, null, null]);
    expect(optionalPrice(1.5)).toBe(1.5);
    expect(optionalPrice('1.50')).toBe('1.50');
  });
});
