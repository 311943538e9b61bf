/* eslint-disable max-lines -- one describe per validator of validation.ts (e-mail, billing address, contact, enterprise forms), sharing its valid inputs. */
import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  isPdfFileName,
  isValidEmail,
  validateBillingAddress,
  validateContact,
  validateCreateOrganization,
  validateEnterpriseLogin,
  validateEnterpriseRegistration,
  validateForgotPassword,
  validatePricePlanUpdate,
  validateRegistrationInvitation,
  validateRegistrationLink,
  validateResetLink,
  validateResetPassword,
  newPasswordProblem,
  validateSecondFactorCode,
  validateWaitlist,
  type BillingAddressInput,
  type CreateOrganizationInput,
  type EnterpriseRegistrationInput,
} from './validation';

describe('isValidEmail', () => {
  it.each([
    'user@example.com',
    'first.last@example.com',
    'user+tag@example.com',
    'user+tag+more@sub.example.co.uk',
    'a@b.io',
    "o'brien@example.ca",
    'x_y-z@mail.example-domain.org',
    'USER@EXAMPLE.COM',
    'user@xn--bcher-kva.ch',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@.example.com',
    'user@example..com',
    'user@-example.com',
    'user@example-.com',
    'user@example.c',
    'user@example.123',
    'user..dots@example.com',
    '.user@example.com',
    'user.@example.com',
    'user name@example.com',
    ' user@example.com',
    'user@example.com ',
    'user@@example.com',
    'a@b@example.com',
    'user@[127.0.0.1]',
    'user@exa mple.com',
    'usér@example.com',
    `${'a'.repeat(65)}@example.com`,
    `user@${'a'.repeat(250)}.com`,
    null,
    undefined,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('hasErrors', () => {
  it('is false only for an empty object', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: 'required' })).toBe(true);
  });
});

const address = (overrides: Partial<BillingAddressInput> = {}): BillingAddressInput => ({
  street: '1 Main St',
  city: 'Ottawa',
  region: 'ON',
  postalCode: 'K1A 0B1',
  country: 'CA',
  ...overrides,
});

describe('validateBillingAddress', () => {
  it('accepts a complete address', () => {
    expect(validateBillingAddress(address())).toEqual({});
    expect(validateBillingAddress(address({ country: 'US', region: 'NY', postalCode: '10001-1234' }))).toEqual({});
  });

  it('requires every field with the spec wording', () => {
    expect(validateBillingAddress({})).toEqual({
      street: 'streetRequired',
      city: 'cityRequired',
      region: 'requiredField',
      postalCode: 'requiredField',
      country: 'countryRequired',
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateBillingAddress(address({ street: '   ', city: '\t' }))).toEqual({
      street: 'streetRequired',
      city: 'cityRequired',
    });
  });

  it('checks the postal code format for the country', () => {
    expect(validateBillingAddress(address({ postalCode: 'D1A 1A1' }))).toEqual({ postalCode: 'postalCodeInvalid' });
    expect(validateBillingAddress(address({ country: 'US', postalCode: 'K1A 0B1' }))).toEqual({
      postalCode: 'zipCodeInvalid',
    });
    expect(validateBillingAddress(address({ country: 'FR', postalCode: '75008' }))).toEqual({});
  });

  it('skips the format check until a country is chosen', () => {
    expect(validateBillingAddress(address({ country: '', postalCode: 'whatever' }))).toEqual({
      country: 'countryRequired',
    });
  });
});

describe('validateContact', () => {
  it('accepts a valid message', () => {
    expect(validateContact({ email: ' user+x@example.com ', message: 'Hello' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateContact({})).toEqual({ email: 'required', message: 'required' });
    expect(validateContact({ email: 'a@b.co', message: '  ' })).toEqual({ message: 'required' });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateContact({ email: 'nope', message: 'Hi' })).toEqual({ email: 'invalidEmailFormat' });
  });
});

describe('validateEnterpriseLogin', () => {
  it('accepts credentials', () => {
    expect(validateEnterpriseLogin({ email: 'user@example.com', password: 'x' })).toEqual({});
  });

  it('requires e-mail and password', () => {
    expect(validateEnterpriseLogin({ email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateEnterpriseLogin({ email: 'user@', password: 'x' })).toEqual({ email: 'enterValidEmail' });
  });

  it('does not trim passwords', () => {
    expect(validateEnterpriseLogin({ email: 'user@example.com', password: ' ' })).toEqual({});
  });
});

const registration = (overrides: Partial<EnterpriseRegistrationInput> = {}): EnterpriseRegistrationInput => ({
  activationCode: 'ABC123',
  password: 'password',
  confirmPassword: 'password',
  ...overrides,
});

describe('validateEnterpriseRegistration', () => {
  it('accepts a valid registration at the minimum lengths', () => {
    expect(validateEnterpriseRegistration(registration())).toEqual({});
  });

  it('requires every field', () => {
    expect(validateEnterpriseRegistration({})).toEqual({
      activationCode: 'activationCodeRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
  });

  it('needs an activation code of at least 6 characters', () => {
    expect(validateEnterpriseRegistration(registration({ activationCode: 'ABC12' }))).toEqual({
      activationCode: 'activationCodeTooShort',
    });
    expect(validateEnterpriseRegistration(registration({ activationCode: '  ABC12  ' }))).toEqual({
      activationCode: 'activationCodeTooShort',
    });
  });

  it('needs a password of 8 to 128 characters', () => {
    expect(validateEnterpriseRegistration(registration({ password: '1234567', confirmPassword: '1234567' }))).toEqual({
      password: 'passwordTooShort',
    });
    const max = 'p'.repeat(128);
    expect(validateEnterpriseRegistration(registration({ password: max, confirmPassword: max }))).toEqual({});
    const tooLong = 'p'.repeat(129);
    expect(validateEnterpriseRegistration(registration({ password: tooLong, confirmPassword: tooLong }))).toEqual({
      password: 'passwordTooLong',
    });
  });

  it('needs the confirmation to match', () => {
    expect(validateEnterpriseRegistration(registration({ confirmPassword: 'Password' }))).toEqual({
      confirmPassword: 'passwordsMustMatch',
    });
  });
});

describe('validateRegistrationLink', () => {
  it('accepts an e-mail and a numeric organisation id', () => {
    expect(validateRegistrationLink({ email: 'user@example.com', organizationId: '42' })).toEqual({});
    expect(validateRegistrationLink({ email: 'user@example.com', organizationId: 42 })).toEqual({});
  });

  it('reports a missing e-mail or organisation', () => {
    expect(validateRegistrationLink({})).toEqual({ email: 'emailNotFound', organizationId: 'organizationNotFound' });
    expect(validateRegistrationLink({ email: 'user@example.com', organizationId: 'abc' })).toEqual({
      organizationId: 'organizationNotFound',
    });
    expect(validateRegistrationLink({ email: 'user@example.com', organizationId: 1.5 })).toEqual({
      organizationId: 'organizationNotFound',
    });
  });
});

describe('validateForgotPassword', () => {
  it('requires a valid e-mail', () => {
    expect(validateForgotPassword({ email: 'user@example.com' })).toEqual({});
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'emailRequired' });
    expect(validateForgotPassword({})).toEqual({ email: 'emailRequired' });
    expect(validateForgotPassword({ email: 'user' })).toEqual({ email: 'enterValidEmail' });
  });
});

describe('validateResetPassword', () => {
  it('accepts an 8-character password with a matching confirmation', () => {
    expect(validateResetPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({});
  });

  it('rejects 7 characters, as registration does (the spec said 5; issue 2.1 raised it)', () => {
    expect(validateResetPassword({ password: 'abcdefg', confirmPassword: 'abcdefg' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(validateResetPassword({ password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'passwordTooShort',
    });
  });

  it('requires both fields and a match', () => {
    expect(validateResetPassword({})).toEqual({
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
    expect(validateResetPassword({ password: '12345678', confirmPassword: '12345679' })).toEqual({
      confirmPassword: 'passwordsMustMatch',
    });
  });

  it('caps the length at 128', () => {
    const tooLong = 'p'.repeat(129);
    expect(validateResetPassword({ password: tooLong, confirmPassword: tooLong })).toEqual({
      password: 'passwordTooLong',
    });
  });
});

describe('newPasswordProblem', () => {
  const common = new Set(['password1', 'qwertyuiop']);
  const isCommon = (password: string) => common.has(password.toLowerCase());

  it('asks for 8 to 128 characters, spaces and any letters included, no composition rule', () => {
    expect(newPasswordProblem('')).toBe('passwordRequired');
    expect(newPasswordProblem('abcdefg')).toBe('passwordTooShort');
    expect(newPasswordProblem('abcdefgh')).toBeNull();
    expect(newPasswordProblem('        ')).toBeNull();
    expect(newPasswordProblem('é'.repeat(128))).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe('passwordTooLong');
  });

  it('refuses a listed password whatever its case, only when a list is given', () => {
    expect(newPasswordProblem('Password1', isCommon)).toBe('commonPassword');
    expect(newPasswordProblem('QWERTYUIOP', isCommon)).toBe('commonPassword');
    expect(newPasswordProblem('Password1')).toBeNull();
    expect(newPasswordProblem('maple syrup 42', isCommon)).toBeNull();
    // Length first: a short listed password gets the length message.
    expect(newPasswordProblem('qwerty', isCommon)).toBe('passwordTooShort');
  });
});

describe('validateSecondFactorCode', () => {
  it('wants the 6 digits of the authenticator app, spaces allowed', () => {
    expect(validateSecondFactorCode({ code: '123456' })).toEqual({});
    expect(validateSecondFactorCode({ code: ' 123 456 ' })).toEqual({});
    expect(validateSecondFactorCode({ code: '' })).toEqual({ code: 'secondFactorCodeRequired' });
    expect(validateSecondFactorCode({ code: '12345' })).toEqual({ code: 'secondFactorCodeRequired' });
    expect(validateSecondFactorCode({ code: '12345a' })).toEqual({ code: 'secondFactorCodeRequired' });
  });

  it('takes any non-blank recovery code (the server judges it)', () => {
    expect(validateSecondFactorCode({ code: 'ABCD-EFGH', recovery: true })).toEqual({});
    expect(validateSecondFactorCode({ code: ' - ', recovery: true })).toEqual({ code: 'recoveryCodeRequired' });
  });
});

describe('validateResetLink', () => {
  it('needs both e-mail and token', () => {
    expect(validateResetLink({ email: 'user@example.com', token: 't' })).toBeNull();
    expect(validateResetLink({ email: 'user@example.com' })).toBe('invalidResetLink');
    expect(validateResetLink({ token: 't' })).toBe('invalidResetLink');
    expect(validateResetLink({ email: ' ', token: 't' })).toBe('invalidResetLink');
  });
});

const organization = (overrides: Partial<CreateOrganizationInput> = {}): CreateOrganizationInput => ({
  label: 'Acme',
  paygPagePrice: 2.5,
  longDocIncentivePrice: null,
  contact: { name: 'Jane Doe', email: 'jane@acme.example', phone: '' },
  address: address(),
  ...overrides,
});

describe('validateCreateOrganization', () => {
  it('accepts a valid organisation, with or without an incentive', () => {
    expect(validateCreateOrganization(organization())).toEqual({});
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: 1.5 }))).toEqual({});
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: '' }))).toEqual({});
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: Number.NaN }))).toEqual({});
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: undefined }))).toEqual({});
  });

  it('reports every missing field', () => {
    expect(validateCreateOrganization({})).toEqual({
      label: 'organizationNameRequired',
      paygPagePrice: 'pagePriceRequired',
      'contact.name': 'contactNameRequired',
      'contact.email': 'emailOrPhoneRequired',
      'contact.phone': 'emailOrPhoneRequired',
      'address.street': 'organizationStreetRequired',
      'address.city': 'cityRequired',
      'address.region': 'regionRequired',
      'address.postalCode': 'postalCodeRequired',
      'address.country': 'countryRequired',
    });
  });

  it('accepts the base price at exactly 0.75 and rejects 0.74', () => {
    expect(validateCreateOrganization(organization({ paygPagePrice: 0.75 }))).toEqual({});
    expect(validateCreateOrganization(organization({ paygPagePrice: 0.74 }))).toEqual({
      paygPagePrice: 'pagePriceMinCreate',
    });
    expect(validateCreateOrganization(organization({ paygPagePrice: -1 }))).toEqual({
      paygPagePrice: 'pagePriceMinCreate',
    });
  });

  it('accepts a price given as text', () => {
    expect(validateCreateOrganization(organization({ paygPagePrice: '2.50' }))).toEqual({});
    expect(validateCreateOrganization(organization({ paygPagePrice: ' ' }))).toEqual({
      paygPagePrice: 'pagePriceRequired',
    });
  });

  it('rejects prices with more than 2 decimals or that are not numbers', () => {
    expect(validateCreateOrganization(organization({ paygPagePrice: 2.555 }))).toEqual({
      paygPagePrice: 'priceInvalid',
    });
    expect(validateCreateOrganization(organization({ paygPagePrice: 'abc' }))).toEqual({
      paygPagePrice: 'priceInvalid',
    });
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: 1.234 }))).toEqual({
      longDocIncentivePrice: 'priceInvalid',
    });
  });

  it('accepts the incentive at exactly 0.50 and rejects 0.49', () => {
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: 0.5 }))).toEqual({});
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: 0.49 }))).toEqual({
      longDocIncentivePrice: 'incentivePriceMin',
    });
  });

  it('needs the incentive below the base price', () => {
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: 2.49 }))).toEqual({});
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: 2.5 }))).toEqual({
      longDocIncentivePrice: 'ldiPriceBelowBase',
    });
    expect(validateCreateOrganization(organization({ longDocIncentivePrice: 3 }))).toEqual({
      longDocIncentivePrice: 'ldiPriceBelowBase',
    });
  });

  it('does not compare the incentive with an invalid base price', () => {
    expect(validateCreateOrganization(organization({ paygPagePrice: 0.5, longDocIncentivePrice: 0.6 }))).toEqual({
      paygPagePrice: 'pagePriceMinCreate',
    });
  });

  it('accepts a contact with only a phone', () => {
    expect(validateCreateOrganization(organization({ contact: { name: 'Jane', phone: '613-555-0100' } }))).toEqual({});
  });

  it('rejects an invalid contact e-mail even when a phone is given', () => {
    expect(validateCreateOrganization(organization({ contact: { name: 'Jane', email: 'jane@', phone: '613-555-0100' } }))).toEqual({
      'contact.email': 'invalidEmail',
    });
  });

  it('checks the postal code format', () => {
    expect(validateCreateOrganization(organization({ address: address({ postalCode: '12345' }) }))).toEqual({
      'address.postalCode': 'postalCodeInvalid',
    });
    expect(validateCreateOrganization(organization({ address: address({ country: 'US', region: 'NY', postalCode: 'abc' }) }))).toEqual({
      'address.postalCode': 'zipCodeInvalid',
    });
  });
});

describe('validatePricePlanUpdate', () => {
  it('accepts a base price of exactly 1.00 with or without an LDI price', () => {
    expect(validatePricePlanUpdate({ pagePrice: 1 })).toEqual({});
    expect(validatePricePlanUpdate({ pagePrice: 1, ldiPagePrice: null })).toEqual({});
    expect(validatePricePlanUpdate({ pagePrice: 1, ldiPagePrice: 0.5 })).toEqual({});
  });

  it('requires a base price of at least 1.00', () => {
    expect(validatePricePlanUpdate({})).toEqual({ pagePrice: 'basePriceRequired' });
    expect(validatePricePlanUpdate({ pagePrice: 0.99 })).toEqual({ pagePrice: 'basePriceMin' });
    expect(validatePricePlanUpdate({ pagePrice: 0.75 })).toEqual({ pagePrice: 'basePriceMin' });
  });

  it('requires the LDI price to be at least 0.50', () => {
    expect(validatePricePlanUpdate({ pagePrice: 2, ldiPagePrice: 0.49 })).toEqual({ ldiPagePrice: 'ldiPriceMin' });
  });

  it('requires the LDI price to be below the base price', () => {
    expect(validatePricePlanUpdate({ pagePrice: 2, ldiPagePrice: 1.99 })).toEqual({});
    expect(validatePricePlanUpdate({ pagePrice: 2, ldiPagePrice: 2 })).toEqual({ ldiPagePrice: 'ldiPriceBelowBase' });
    expect(validatePricePlanUpdate({ pagePrice: 2, ldiPagePrice: 2.01 })).toEqual({
      ldiPagePrice: 'ldiPriceBelowBase',
    });
  });

  it('rejects more than 2 decimals', () => {
    expect(validatePricePlanUpdate({ pagePrice: 1.999, ldiPagePrice: 0.555 })).toEqual({
      pagePrice: 'priceInvalid',
      ldiPagePrice: 'priceInvalid',
    });
  });
});

describe('validateRegistrationInvitation', () => {
  it('accepts an e-mail and en or fr', () => {
    expect(validateRegistrationInvitation({ email: 'user@example.com', language: 'en' })).toEqual({});
    expect(validateRegistrationInvitation({ email: 'user@example.com', language: 'fr' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateRegistrationInvitation({})).toEqual({ email: 'required', language: 'languageRequired' });
  });

  it('rejects a malformed e-mail and an unsupported language', () => {
    expect(validateRegistrationInvitation({ email: 'user@example', language: 'de' })).toEqual({
      email: 'invalidEmail',
      language: 'languageInvalid',
    });
    expect(validateRegistrationInvitation({ email: 'user@example.com', language: 'FR' })).toEqual({
      language: 'languageInvalid',
    });
  });
});

describe('validateWaitlist', () => {
  it('requires a reason', () => {
    expect(validateWaitlist({ reason: 'I need it' })).toEqual({});
    expect(validateWaitlist({ reason: '  ' })).toEqual({ reason: 'waitlistReasonRequired' });
    expect(validateWaitlist({})).toEqual({ reason: 'waitlistReasonRequired' });
  });
});

describe('isPdfFileName', () => {
  it.each([
    ['doc.pdf', true],
    ['DOC.PDF', true],
    ['my.report.v2.Pdf', true],
    ['doc.docx', false],
    ['doc.pdf.exe', false],
    ['pdf', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (name, expected) => {
    expect(isPdfFileName(name)).toBe(expected);
  });
});
