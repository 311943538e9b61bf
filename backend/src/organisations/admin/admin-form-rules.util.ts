import type { MessageKey } from '@pt/libs/messages';
import { fromCents, toCents } from '@pt/libs/money';
import { type Localizable, text } from '../../common/localized-text';
import { DEFAULT_COUNTRY, validateCreateOrganization, validatePricePlanUpdate, validateRegistrationInvitation } from '@pt/libs/validation';

/**
 * The portal's form rules (spec 5) as per-field checks for the DTOs: each answers the field's one message (a
 * localizable text: the answer follows the caller's language) or null. The rules themselves are the shared ones in libs/validation, so the portal
 * and the server say the same thing; these functions only add type and length checks the forms cannot break.
 */
export type FieldCheck = (value: unknown, dto: Record<string, unknown>) => Localizable | null;

const problemOf = (key: MessageKey | undefined): Localizable | null => (key ? text(key) : null);

type Text = string | null | undefined;
type Price = number | string | null | undefined;

const isText = (value: unknown): value is Text => value === undefined || value === null || typeof value === 'string';
const isPrice = (value: unknown): value is Price => isText(value) || typeof value === 'number';
/** Another field of the same object, for rules that compare two fields (ignored when its type is wrong). */
const textOf = (value: unknown): Text => (isText(value) ? value : undefined);
const priceOf = (value: unknown): Price => (isPrice(value) ? value : undefined);

/** A text field: the shared rule first, then the column's length (counted trimmed, as stored). */
function textField(
  field: string,
  maxLength: number,
  rule: (text: Text, dto: Record<string, unknown>) => MessageKey | undefined,
): FieldCheck {
  return (value, dto) => {
    if (!isText(value)) return text('fieldMustBeText', { property: field });
    const problem = problemOf(rule(value, dto));
    if (problem) return problem;
    return typeof value === 'string' && value.trim().length > maxLength
      ? text('fieldAtMostChars', { property: field, max: maxLength })
      : null;
  };
}

/** Highest page price the server stores (ours: the spec sets none; it keeps sums far inside 32-bit columns). */
export const MAX_PAGE_PRICE_CENTS = 1_000_000;

/** A price in dollars (a number; numeric text is accepted too), checked by the shared rule, then our maximum. */
function priceField(field: string, rule: (price: Price, dto: Record<string, unknown>) => MessageKey | undefined): FieldCheck {
  return (value, dto) => {
    if (!isPrice(value)) return text('fieldMustBeNumber', { property: field });
    const problem = problemOf(rule(value, dto));
    if (problem) return problem;
    const price = optionalPrice(value);
    return price !== null && toCents(price) > MAX_PAGE_PRICE_CENTS
      ? text('fieldAtMost', { property: field, max: fromCents(MAX_PAGE_PRICE_CENTS) })
      : null;
  };
}

/** The country an address is checked against: CA when the payload leaves it out (spec 3 removes it before sending). */
export function addressCountry(countryValue: unknown): string {
  return countryValue === undefined || countryValue === null ? DEFAULT_COUNTRY : (textOf(countryValue) ?? '');
}

// Create organisation (POST /admin/accounts).
export const createOrganizationRules = {
  label: textField('label', 255, (label) => validateCreateOrganization({ label }).label),
  paygPagePrice: priceField('paygPagePrice', (paygPagePrice) => validateCreateOrganization({ paygPagePrice }).paygPagePrice),
  longDocIncentivePrice: priceField(
    'longDocIncentivePrice',
    (longDocIncentivePrice, dto) =>
      validateCreateOrganization({ paygPagePrice: priceOf(dto.paygPagePrice), longDocIncentivePrice }).longDocIncentivePrice,
  ),
  contactName: textField('contact.name', 255, (name) => validateCreateOrganization({ contact: { name } })['contact.name']),
  // "Either email or phone is required" is reported once, on the e-mail.
  contactEmail: textField(
    'contact.email',
    254,
    (email, contact) => validateCreateOrganization({ contact: { email, phone: textOf(contact.phone) } })['contact.email'],
  ),
  contactPhone: textField('contact.phone', 32, () => undefined),
  street: textField('address.street', 255, (street) => validateCreateOrganization({ address: { street } })['address.street']),
  city: textField('address.city', 100, (city) => validateCreateOrganization({ address: { city } })['address.city']),
  regionValue: textField('address.regionValue', 8, (region) => validateCreateOrganization({ address: { region } })['address.region']),
  postalCode: textField(
    'address.postalCode',
    16,
    (postalCode, address) =>
      validateCreateOrganization({ address: { postalCode, country: addressCountry(address.countryValue) } })['address.postalCode'],
  ),
  // Optional: absent (or null) means Canada; present but blank is "Country is required".
  countryValue: textField('address.countryValue', 2, (country) =>
    country === undefined || country === null ? undefined : validateCreateOrganization({ address: { country } })['address.country'],
  ),
} satisfies Record<string, FieldCheck>;

// PAYG price plan update (PUT /admin/enterprise-accounts/payg-price-plan).
export const pricePlanUpdateRules = {
  pagePrice: priceField('pagePrice', (pagePrice) => validatePricePlanUpdate({ pagePrice }).pagePrice),
  ldiPagePrice: priceField(
    'ldiPagePrice',
    (ldiPagePrice, dto) => validatePricePlanUpdate({ pagePrice: priceOf(dto.pagePrice), ldiPagePrice }).ldiPagePrice,
  ),
} satisfies Record<string, FieldCheck>;

// Registration invitation (POST /admin/account-managers/enterprise-registrations).
export const registrationInvitationRules = {
  email: textField('email', 254, (email) => validateRegistrationInvitation({ email }).email),
  language: textField('language', 2, (language) => validateRegistrationInvitation({ language }).language),
} satisfies Record<string, FieldCheck>;

/** An optional price as cents-ready input: null for an absent or blank value (no incentive). */
export function optionalPrice(value: number | string | null | undefined): number | string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}
