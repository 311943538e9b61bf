import { isSupportedLanguage } from './languages';
import type { MessageKey } from './messages';
import { toCents } from './money';
import { isValidPostalCode, postalCodeFormatError } from './postal-code';
import { MIN_CREATE_PAGE_PRICE_CENTS, MIN_INCENTIVE_PRICE_CENTS, MIN_UPDATE_PAGE_PRICE_CENTS } from './quote';

/** Field name to message key; an empty object means the input is valid. */
export type ValidationErrors<F extends string> = Partial<Record<F, MessageKey>>;

type Text = string | null | undefined;
/** Prices arrive from forms as dollars; an empty input may arrive as '' or NaN. */
type Price = number | string | null | undefined;

export const ACTIVATION_CODE_MIN_LENGTH = 6;
/** Every new password: registration and reset alike (issue 2.1; ASVS 5.0 V6.2.1). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export {
  DEFAULT_COUNTRY,
  POSTAL_CODE_MAX_LENGTH,
  formatPostalCodeInput,
  formatPostalCodeOnBlur,
  isValidPostalCode,
  normalisePostalCode,
  postalCodeLabels,
  postalCodeMaxLength,
  type PostalCodeLabels,
} from './postal-code';

export function hasErrors(errors: ValidationErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

// ---------------------------------------------------------------------------------------------------------------------
// E-mail

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

// Practical address check: dot-atom local part (so plus-addressing works) @ a dotted host name with an alphabetic TLD.
// Rejects spaces, missing parts, double dots, IP literals, quoted local parts and non-ASCII; does not trim.
export function isValidEmail(value: Text): boolean {
  if (!value || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld);
}

// ---------------------------------------------------------------------------------------------------------------------
// Helpers

function isBlank(value: Text): boolean {
  return !value || value.trim() === '';
}

type PriceCheck = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'negative' } | { kind: 'ok'; cents: number };

function checkPrice(value: Price): PriceCheck {
  if (value === null || value === undefined) return { kind: 'missing' };
  if (typeof value === 'number' && Number.isNaN(value)) return { kind: 'missing' };
  if (typeof value === 'string' && value.trim() === '') return { kind: 'missing' };
  const asNumber = typeof value === 'number' ? value : Number(value.trim());
  if (asNumber < 0) return { kind: 'negative' };
  try {
    return { kind: 'ok', cents: toCents(value) };
  } catch {
    return { kind: 'invalid' };
  }
}

// A price at least `minCents`: a negative price gets the minimum message, more than 2 decimals gets priceInvalid.
function checkMinimumPrice(
  value: Price,
  minCents: number,
  messages: { required?: MessageKey; min: MessageKey },
): { error?: MessageKey; cents?: number } {
  const price = checkPrice(value);
  switch (price.kind) {
    case 'missing':
      return messages.required ? { error: messages.required } : {};
    case 'invalid':
      return { error: 'priceInvalid' };
    case 'negative':
      return { error: messages.min };
    case 'ok':
      return price.cents < minCents ? { error: messages.min } : { cents: price.cents };
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Forms (spec 5)

export interface BillingAddressInput {
  street?: Text;
  city?: Text;
  /** Region (province or state) code. */
  region?: Text;
  postalCode?: Text;
  /** Country code, e.g. CA. */
  country?: Text;
}
export type BillingAddressField = 'street' | 'city' | 'region' | 'postalCode' | 'country';

// Billing address: all five fields required (spec 5 wording), plus the postal code format of the chosen country.
// The format is checked only once a country is chosen.
export function validateBillingAddress(input: BillingAddressInput): ValidationErrors<BillingAddressField> {
  const errors: ValidationErrors<BillingAddressField> = {};
  if (isBlank(input.street)) errors.street = 'streetRequired';
  if (isBlank(input.city)) errors.city = 'cityRequired';
  if (isBlank(input.region)) errors.region = 'requiredField';
  if (isBlank(input.postalCode)) errors.postalCode = 'requiredField';
  else if (!isBlank(input.country) && !isValidPostalCode(input.postalCode, input.country)) {
    errors.postalCode = postalCodeFormatError(input.country);
  }
  if (isBlank(input.country)) errors.country = 'countryRequired';
  return errors;
}

export interface ContactInput {
  email?: Text;
  message?: Text;
}

// Contact form: e-mail required ("Required") and well formed ("Invalid email format"); message required.
// Values are trimmed before checking.
export function validateContact(input: ContactInput): ValidationErrors<'email' | 'message'> {
  const errors: ValidationErrors<'email' | 'message'> = {};
  if (isBlank(input.email)) errors.email = 'required';
  else if (!isValidEmail(input.email?.trim())) errors.email = 'invalidEmailFormat';
  if (isBlank(input.message)) errors.message = 'required';
  return errors;
}

export interface EnterpriseLoginInput {
  email?: Text;
  password?: Text;
}

// Enterprise login: e-mail required and valid, password required.
// Passwords are never trimmed: spaces are characters of the password.
export function validateEnterpriseLogin(input: EnterpriseLoginInput): ValidationErrors<'email' | 'password'> {
  const errors: ValidationErrors<'email' | 'password'> = validateForgotPassword(input);
  if (!input.password) errors.password = 'passwordRequired';
  return errors;
}

export interface SecondFactorCodeInput {
  code?: Text;
  /** The person types one of their recovery codes instead of the authenticator app's code. */
  recovery?: boolean;
}

// Second step of sign-in, enrolment confirmation: the authenticator app's 6 digits (spaces allowed: "123 456"),
// or, with `recovery`, a recovery code (checked by the server only; any non-blank text is sent).
export function validateSecondFactorCode(input: SecondFactorCodeInput): ValidationErrors<'code'> {
  const code = (input.code ?? '').replace(/[\s-]/g, '');
  if (input.recovery) return code === '' ? { code: 'recoveryCodeRequired' } : {};
  return /^\d{6}$/.test(code) ? {} : { code: 'secondFactorCodeRequired' };
}

export interface EnterpriseRegistrationInput {
  activationCode?: Text;
  password?: Text;
  confirmPassword?: Text;
}
export type EnterpriseRegistrationField = 'activationCode' | 'password' | 'confirmPassword';

// Enterprise registration: activation code of at least 6 characters, password of 8 to 128 characters,
// confirmation required and equal to the password.
export function validateEnterpriseRegistration(input: EnterpriseRegistrationInput): ValidationErrors<EnterpriseRegistrationField> {
  const errors: ValidationErrors<EnterpriseRegistrationField> = {};
  const code = (input.activationCode ?? '').trim();
  if (code === '') errors.activationCode = 'activationCodeRequired';
  else if (code.length < ACTIVATION_CODE_MIN_LENGTH) errors.activationCode = 'activationCodeTooShort';
  Object.assign(errors, checkNewPassword(input));
  return errors;
}

export interface RegistrationLinkInput {
  email?: Text;
  /** The "abc" query parameter: a numeric organisation id. */
  organizationId?: Text | number;
}

// Registration link (spec 2): the e-mail must be present ("Email not found") and the organisation id numeric
// ("Organization not found").
export function validateRegistrationLink(input: RegistrationLinkInput): ValidationErrors<'email' | 'organizationId'> {
  const errors: ValidationErrors<'email' | 'organizationId'> = {};
  if (isBlank(input.email)) errors.email = 'emailNotFound';
  const id = input.organizationId;
  const idText = typeof id === 'number' ? String(id) : (id ?? '').trim();
  if (!/^\d+$/.test(idText)) errors.organizationId = 'organizationNotFound';
  return errors;
}

export interface ForgotPasswordInput {
  email?: Text;
}

// Forgot password: e-mail required ("Email is required") and valid ("Enter a valid email"), as on the login form.
// The e-mail is trimmed before checking.
export function validateForgotPassword(input: ForgotPasswordInput): ValidationErrors<'email'> {
  if (isBlank(input.email)) return { email: 'emailRequired' };
  if (!isValidEmail(input.email?.trim())) return { email: 'enterValidEmail' };
  return {};
}

export interface ResetPasswordInput {
  password?: Text;
  confirmPassword?: Text;
}

// Reset password: the new-password rule of registration (8 to 128 characters; the spec's 5 was raised by issue 2.1),
// confirmation must match. Passwords are not trimmed.
export function validateResetPassword(input: ResetPasswordInput): ValidationErrors<'password' | 'confirmPassword'> {
  return checkNewPassword(input);
}

// Reset link (spec 2): both e-mail and token must be present, else "Invalid password reset link…".
// Returns the message key to show, or null when the link is usable.
export function validateResetLink(input: { email?: Text; token?: Text }): MessageKey | null {
  return isBlank(input.email) || isBlank(input.token) ? 'invalidResetLink' : null;
}

// Why a new password is refused (a message key), or null: 8 to 128 characters (counted as UTF-16 units, as the
// browser's input does) and, when a list is given, not one of the most common passwords (case ignored). No
// composition rules and no trimming (ASVS 5.0 V6.2). The server passes its list of the 10,000 most common passwords
// (backend/src/auth/common-passwords.ts); the browser, which does not download the list, checks the rest and shows
// the server's "commonPassword" answer.
export function newPasswordProblem(password: string, isCommon?: (password: string) => boolean): MessageKey | null {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (isCommon?.(password)) return 'commonPassword';
  return null;
}

function checkNewPassword(input: { password?: Text; confirmPassword?: Text }): ValidationErrors<'password' | 'confirmPassword'> {
  const errors: ValidationErrors<'password' | 'confirmPassword'> = {};
  const password = input.password ?? '';
  const problem = newPasswordProblem(password);
  if (problem) errors.password = problem;
  if (!input.confirmPassword) errors.confirmPassword = 'confirmPasswordRequired';
  else if (input.confirmPassword !== password) errors.confirmPassword = 'passwordsMustMatch';
  return errors;
}

export interface CreateOrganizationInput {
  label?: Text;
  /** Dollars, e.g. 2.5. */
  paygPagePrice?: Price;
  /** Dollars; optional. */
  longDocIncentivePrice?: Price;
  contact?: { name?: Text; email?: Text; phone?: Text } | null;
  address?: BillingAddressInput | null;
}
export type CreateOrganizationField =
  | 'label'
  | 'paygPagePrice'
  | 'longDocIncentivePrice'
  | 'contact.name'
  | 'contact.email'
  | 'contact.phone'
  | 'address.street'
  | 'address.city'
  | 'address.region'
  | 'address.postalCode'
  | 'address.country';

// Create organisation (spec 5): base price ≥ 0.75 and optional incentive ≥ 0.50 and below the base price;
// contact name plus an e-mail or a phone; full address. Minimums are inclusive although the texts say "above".
export function validateCreateOrganization(input: CreateOrganizationInput): ValidationErrors<CreateOrganizationField> {
  const errors: ValidationErrors<CreateOrganizationField> = {};
  if (isBlank(input.label)) errors.label = 'organizationNameRequired';

  const base = checkMinimumPrice(input.paygPagePrice, MIN_CREATE_PAGE_PRICE_CENTS, {
    required: 'pagePriceRequired',
    min: 'pagePriceMinCreate',
  });
  if (base.error) errors.paygPagePrice = base.error;
  const incentive = checkMinimumPrice(input.longDocIncentivePrice, MIN_INCENTIVE_PRICE_CENTS, {
    min: 'incentivePriceMin',
  });
  if (incentive.error) errors.longDocIncentivePrice = incentive.error;
  else if (incentive.cents !== undefined && base.cents !== undefined && incentive.cents >= base.cents) {
    errors.longDocIncentivePrice = 'ldiPriceBelowBase';
  }

  const contact = input.contact ?? {};
  if (isBlank(contact.name)) errors['contact.name'] = 'contactNameRequired';
  if (isBlank(contact.email) && isBlank(contact.phone)) {
    errors['contact.email'] = 'emailOrPhoneRequired';
    errors['contact.phone'] = 'emailOrPhoneRequired';
  } else if (!isBlank(contact.email) && !isValidEmail(contact.email?.trim())) {
    errors['contact.email'] = 'invalidEmail';
  }

  const address = input.address ?? {};
  if (isBlank(address.street)) errors['address.street'] = 'organizationStreetRequired';
  if (isBlank(address.city)) errors['address.city'] = 'cityRequired';
  if (isBlank(address.region)) errors['address.region'] = 'regionRequired';
  if (isBlank(address.postalCode)) errors['address.postalCode'] = 'postalCodeRequired';
  else if (!isBlank(address.country) && !isValidPostalCode(address.postalCode, address.country)) {
    errors['address.postalCode'] = postalCodeFormatError(address.country);
  }
  if (isBlank(address.country)) errors['address.country'] = 'countryRequired';
  return errors;
}

export interface PricePlanUpdateInput {
  /** Dollars. */
  pagePrice?: Price;
  /** Long-document incentive price in dollars; optional. */
  ldiPagePrice?: Price;
}

// Price plan update (spec 5): base price required and ≥ 1.00; LDI price optional, ≥ 0.50 and strictly below the base.
// The LDI minimum keeps the spec's text "Base price must be at least $0.50".
export function validatePricePlanUpdate(input: PricePlanUpdateInput): ValidationErrors<'pagePrice' | 'ldiPagePrice'> {
  const errors: ValidationErrors<'pagePrice' | 'ldiPagePrice'> = {};
  const base = checkMinimumPrice(input.pagePrice, MIN_UPDATE_PAGE_PRICE_CENTS, {
    required: 'basePriceRequired',
    min: 'basePriceMin',
  });
  if (base.error) errors.pagePrice = base.error;
  const ldi = checkMinimumPrice(input.ldiPagePrice, MIN_INCENTIVE_PRICE_CENTS, { min: 'ldiPriceMin' });
  if (ldi.error) errors.ldiPagePrice = ldi.error;
  else if (ldi.cents !== undefined && base.cents !== undefined && ldi.cents >= base.cents) {
    errors.ldiPagePrice = 'ldiPriceBelowBase';
  }
  return errors;
}

export interface RegistrationInvitationInput {
  email?: Text;
  language?: Text;
}

// Registration invitation (spec 5): e-mail required ("Required") and valid ("Invalid email");
// language required and one of the interface languages (en, fr).
export function validateRegistrationInvitation(input: RegistrationInvitationInput): ValidationErrors<'email' | 'language'> {
  const errors: ValidationErrors<'email' | 'language'> = {};
  if (isBlank(input.email)) errors.email = 'required';
  else if (!isValidEmail(input.email?.trim())) errors.email = 'invalidEmail';
  if (isBlank(input.language)) errors.language = 'languageRequired';
  else if (!isSupportedLanguage(input.language?.trim())) errors.language = 'languageInvalid';
  return errors;
}

export interface WaitlistInput {
  reason?: Text;
}

// Waitlist: a free-text reason is required ("Required field.", with the full stop).
// Whitespace alone does not count.
export function validateWaitlist(input: WaitlistInput): ValidationErrors<'reason'> {
  return isBlank(input.reason) ? { reason: 'waitlistReasonRequired' } : {};
}

// Documents (spec 5): only .pdf files, judged by the name's extension, case-insensitive.
// This is the form rule only; it says nothing about the bytes of the file.
export function isPdfFileName(fileName: Text): boolean {
  return /\.pdf$/i.test((fileName ?? '').trim());
}
