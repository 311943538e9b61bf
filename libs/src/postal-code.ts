import type { MessageKey } from './messages';

// Postal codes of addresses (billing addresses, organisations' addresses): format per country, the stored form, the
// input rules and labels of spec 5. validation.ts re-exports all of it with the forms that use it.

type Text = string | null | undefined;

export const DEFAULT_COUNTRY = 'CA';
export const POSTAL_CODE_MAX_LENGTH = 7;

// Canada: A1A 1A1; D F I O Q U never appear, W and Z never first. The space is optional and case is ignored.
const CA_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;
// United States: ZIP (12345) or ZIP+4 (12345-6789).
const US_ZIP_CODE = /^\d{5}(?:-\d{4})?$/;
// Elsewhere: 2 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit.
const OTHER_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

// Postal code format by country (CA, US, others loosely); surrounding spaces and lower case are accepted.
// An empty value is invalid; use the form validators for the "required" message.
export function isValidPostalCode(postalCode: Text, countryCode: Text): boolean {
  const code = (postalCode ?? '').trim().toUpperCase();
  switch (normaliseCountry(countryCode)) {
    case 'CA':
      return CA_POSTAL_CODE.test(code);
    case 'US':
      return US_ZIP_CODE.test(code);
    default:
      return OTHER_POSTAL_CODE.test(code);
  }
}

// Canonical stored form: trimmed and upper case; Canadian codes as "A1A 1A1".
// Call after isValidPostalCode; an invalid value is only trimmed and upper-cased.
export function normalisePostalCode(postalCode: string, countryCode: Text): string {
  const code = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (normaliseCountry(countryCode) === 'CA' && CA_POSTAL_CODE.test(code)) {
    const compact = code.replace(' ', '');
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return code;
}

// Input limit (spec 5, 9): 7 characters. Once a country other than Canada is known we allow 10,
// because ZIP+4 ("12345-6789") and other countries' codes are longer than 7.
export function postalCodeMaxLength(countryCode?: Text): number {
  const country = normaliseCountry(countryCode);
  return country === '' || country === 'CA' ? POSTAL_CODE_MAX_LENGTH : 10;
}

// As the user types (spec 5): upper-case and cut to the maximum length.
// Without a country this is exactly the spec's 7-character rule.
export function formatPostalCodeInput(raw: string, countryCode?: Text): string {
  return raw.toUpperCase().slice(0, postalCodeMaxLength(countryCode));
}

// On blur (spec 5): a 6-character code gets a space after its first 3 characters ("K1A0B1" -> "K1A 0B1").
// Given a country other than Canada, the value is only trimmed (a space would break e.g. "123456" or "1234AB").
export function formatPostalCodeOnBlur(value: string, countryCode?: Text): string {
  const code = value.trim();
  const country = normaliseCountry(countryCode);
  if (country !== '' && country !== 'CA') return code;
  if (code.length === 6 && code[3] !== ' ') return `${code.slice(0, 3)} ${code.slice(3)}`;
  return code;
}

export interface PostalCodeLabels {
  region: 'State' | 'Province';
  postalCode: 'Zip Code' | 'Postal Code';
}

// Labels (spec 5): State / Zip Code for the United States, Province / Postal Code everywhere else.
export function postalCodeLabels(countryCode: Text): PostalCodeLabels {
  return normaliseCountry(countryCode) === 'US'
    ? { region: 'State', postalCode: 'Zip Code' }
    : { region: 'Province', postalCode: 'Postal Code' };
}

function normaliseCountry(countryCode: Text): string {
  return (countryCode ?? '').trim().toUpperCase();
}

/** The format message of a postal code invalid for its country (US: zip code). */
export function postalCodeFormatError(countryCode: Text): MessageKey {
  return normaliseCountry(countryCode) === 'US' ? 'zipCodeInvalid' : 'postalCodeInvalid';
}
