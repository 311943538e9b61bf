import { describe, expect, it } from 'vitest';
import { CREDENTIALS_ERROR_DETAIL, MESSAGES, MESSAGE_KEYS, isMessageKey, message, type MessageKey } from './messages';

// The English wording the spec fixes (sections 2, 5, 8); the dictionary must match it character for character.
const SPEC_WORDING: Partial<Record<MessageKey, string>> = {
  streetRequired: 'Street Address is required',
  cityRequired: 'City is required',
  requiredField: 'Required field',
  countryRequired: 'Country is required',
  waitlistReasonRequired: 'Required field.',
  required: 'Required',
  invalidEmailFormat: 'Invalid email format',
  enterValidEmail: 'Enter a valid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordsMustMatch: 'Passwords must match',
  emailNotFound: 'Email not found',
  organizationNotFound: 'Organization not found',
  invalidResetLink: 'Invalid password reset link. Please request a new one.',
  organizationNameRequired: 'Organization name is required',
  pagePriceRequired: 'Page price is required',
  pagePriceMinCreate: 'Price must be above 0.75',
  incentivePriceMin: 'Price must be above 0.50',
  contactNameRequired: 'Contact name is required',
  invalidEmail: 'Invalid email',
  emailOrPhoneRequired: 'Either email or phone is required',
  organizationStreetRequired: 'Street is required',
  regionRequired: 'Region is required',
  postalCodeRequired: 'Postal code is required',
  basePriceRequired: 'Base price is required',
  basePriceMin: 'Base price must be at least $1.00',
  ldiPriceMin: 'Base price must be at least $0.50',
  ldiPriceBelowBase: 'LDI price must be less than the base price',
  languageRequired: 'Language is required',
  invalidCredentials: 'Could not validate credentials or expired token',
  anErrorOccurred: 'An error occurred',
  fetchAccountManagerFailed: 'Failed to fetch account manager',
  fetchPaygSalesFailed: 'Failed to fetch PAYG sales',
  fetchAccountManagerOrganizationsFailed: 'Failed to fetch account manager organizations',
  createEnterpriseAccountFailed: 'Failed to create enterprise account',
  updatePaygPricePlanFailed: 'Failed to update payg price plan',
  paymentFailed: 'Payment failed.',
  oopsSomethingWentWrong: 'Oops! Something went wrong.',
  paymentNotCreated: 'Could not create payment. Try again later',
  unknownPaymentStatus: 'Unknown payment status: {status}',
  missingPaygQuote: 'Missing PAY-G Translation Quote data',
  missingUser: 'Missing User data',
  noPaymentInformation: 'No payment information available',
  missingQuote: 'Missing quote data',
  pricingInfoNotFound: 'Could not find pricing info',
  waitlistFailed: 'Oops! Something went wrong, please try again or email us via our contact form.',
  contactFailed: 'Something went wrong. Please try again later.',
  enterpriseLoginFailed: 'Something went wrong',
  registrationFailed: 'Account creation failed. Please try again.',
  forgotPasswordFailed: 'Error: Something went wrong. Contact support.',
  resetPasswordFailed: 'Error: Failed to reset password. Please try again or contact support.',
  noDocumentForDownload: 'No document available for download',
  downloadFailed: 'Failed to download document',
  preparingDownload: 'Preparing download...',
  downloadStarted: 'Download started',
  notAccountManager: 'User is not an account manager',
  noUserInfo: 'No user info found',
  fetchAccountsFailed: 'Fetching accounts data failed',
  accountManagerNotFound: 'Account Manager not found',
  createOrganizationFailed: 'Failed to create organization. Please try again later.',
  updatePaygPricingPlanFailed: 'Could not update payg pricing plan',
  sendRegistrationEmailFailed: 'Failed to send registration email: {reason}',
  submitRegistrationFailed: 'Failed to submit registration: {reason}',
  organizationCreated: 'Organization created successfully',
  paygPricingPlanUpdated: 'Payg pricing plan updated successfully',
  registrationEmailSent: 'Registration email sent successfully',
  somethingWentWrong: 'Something went wrong.',
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('MESSAGES', () => {
  it.each(Object.entries(SPEC_WORDING))('en.%s keeps the spec wording', (key, text) => {
    expect(MESSAGES.en[key as MessageKey]).toBe(text);
  });

  it('has the same keys in English and French', () => {
    expect(Object.keys(MESSAGES.fr).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    expect([...MESSAGE_KEYS].sort()).toEqual(Object.keys(MESSAGES.en).sort());
  });

  it.each(MESSAGE_KEYS)('fr.%s is a non-empty translation with the same placeholders', (key) => {
    const fr = MESSAGES.fr[key];
    expect(fr.trim()).not.toBe('');
    expect(fr).not.toBe(MESSAGES.en[key]);
    expect(placeholders(fr)).toEqual(placeholders(MESSAGES.en[key]));
  });

  it('keeps the credentials detail as a protocol constant', () => {
    expect(CREDENTIALS_ERROR_DETAIL).toBe('Could not validate credentials or expired token');
    expect(MESSAGES.en.invalidCredentials).toBe(CREDENTIALS_ERROR_DETAIL);
  });
});

describe('message', () => {
  it('defaults to English', () => {
    expect(message('streetRequired')).toBe('Street Address is required');
  });

  it('returns French', () => {
    expect(message('streetRequired', 'fr')).toBe("L'adresse municipale est obligatoire");
    expect(message('basePriceMin', 'fr')).toBe("Le prix de base doit être d'au moins 1,00 $");
  });

  it('falls back to English for an unsupported language at run time', () => {
    expect(message('cityRequired', 'de' as never)).toBe('City is required');
  });

  it('fills placeholders', () => {
    expect(message('unknownPaymentStatus', 'en', { status: 'weird' })).toBe('Unknown payment status: weird');
    expect(message('sendRegistrationEmailFailed', 'fr', { reason: 'SMTP' })).toBe("Échec de l'envoi du courriel d'inscription : SMTP");
  });

  it('leaves a placeholder without a value visible', () => {
    expect(message('unknownPaymentStatus', 'en', {})).toBe('Unknown payment status: {status}');
  });
});

describe('isMessageKey', () => {
  it('accepts dictionary keys only', () => {
    expect(isMessageKey('streetRequired')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey(3)).toBe(false);
  });
});
