import type { ApiSchema } from './typed-api';

/**
 * The API's shapes as the frontend names them: aliases of the types generated from openapi.yaml
 * (`libs/src/api-schema.ts`, see typed-api.ts), never hand-written copies. A field the server renames or drops
 * fails `npm run typecheck` wherever the frontend reads it. Types only the interface uses stay beside their code.
 */

// The session (GET /user, sign-in, the auth check).
export type User = ApiSchema<'UserDto'>;
export type Session = ApiSchema<'SessionDto'>;
/** An answer that only carries the (updated) user. */
export type UserAnswer = ApiSchema<'UserAnswerDto'>;
export type UserOrganization = ApiSchema<'UserOrganizationDto'>;
export type PaygPricePlan = ApiSchema<'UserPaygPricePlanDto'>;
export type LongDocIncentive = ApiSchema<'LongDocIncentiveDto'>;
export type PublicConfig = ApiSchema<'PublicConfigDto'>;

// Billing address and countries.
export type BillingAddress = ApiSchema<'BillingAddressDto'>;
/** PUT /users/billing-address: region is the region code, countryId the country's id. */
export type BillingAddressPayload = ApiSchema<'UpdateBillingAddressDto'>;
export type Country = ApiSchema<'CountryDto'>;
export type Region = ApiSchema<'RegionDto'>;

// Translations.
/** One row of GET /translations, newest first. */
export type Translation = ApiSchema<'TranslationListItemDto'>;
/** The PAYG quote POST /translations and PUT /translations/{id}/source-language answer. */
export type TranslationQuote = ApiSchema<'TranslationQuoteDto'>;
export type SourceLanguageStatus = TranslationQuote['sourceLanguageStatus'];
export type SourceLanguageOption = ApiSchema<'SourceLanguageOptionDto'>;
export type TargetLanguage = ApiSchema<'TargetLanguageDto'>;
export type DownloadUrl = ApiSchema<'DownloadUrlDto'>;

// Payments.
/** The payment of POST /translations/payg_payment. Amounts are integer cents. */
export type StripePayment = ApiSchema<'StripePaymentDto'>;
export type PaymentTax = ApiSchema<'PaymentTaxDto'>;
export type CreatePaymentAnswer = ApiSchema<'PaygPaymentAnswerDto'>;
/** GET /payments/status/{id} and PUT /translations/payment/{id}/status/{status}. */
export type PaymentStatusAnswer = ApiSchema<'PaymentStatusDto'>;
export type SandboxCard = ApiSchema<'SandboxCardDto'>;
export type SandboxConfirmation = ApiSchema<'SandboxPaymentAnswerDto'>;

// Waitlist.
export type FutureProduct = ApiSchema<'FutureProductDto'>;
export type WaitlistUser = ApiSchema<'WaitlistUserDto'>;
export type JoinWaitlistPayload = ApiSchema<'JoinWaitlistDto'>;

// The account-manager portal.
export type Option = ApiSchema<'LabelValueDto'>;
export type OrganizationAddress = ApiSchema<'OrganizationAddressDto'>;
export type OrganizationPricePlan = ApiSchema<'UserPaygPricePlanDto'>;
export type Contact = ApiSchema<'OrganizationContactDto'>;
export type EnterpriseRegistration = ApiSchema<'EnterpriseRegistrationDto'>;
export type Organization = ApiSchema<'OrganizationDto'>;
export type PaygSale = ApiSchema<'PaygSaleDto'>;
/** GET /admin/account-manager/{id}/payg-sales */
export type PaygSalesAnswer = ApiSchema<'PaygSalesAnswerDto'>;
export type AccountManager = ApiSchema<'AccountManagerDto'>;
export type MonthlySales = ApiSchema<'MonthlySalesDto'>;
/** PUT /admin/enterprise-accounts/payg-price-plan */
export type PricePlanUpdatePayload = ApiSchema<'UpdatePaygPricePlanDto'>;
/** POST /admin/account-managers/enterprise-registrations */
export type RegistrationPayload = ApiSchema<'CreateEnterpriseRegistrationDto'>;
/**
 * POST /admin/accounts. The generated ContactInputDto types the optional email and phone as
 * `Record<string, never> | null` (the backend DTO's `@ApiProperty` lacks `type: String` on a nullable union), so the
 * contact's two optional strings are written here until the DTO names its type.
 */
export type CreateOrganizationPayload = Omit<ApiSchema<'CreateOrganizationDto'>, 'contact'> & {
  contact: Omit<ApiSchema<'ContactInputDto'>, 'email' | 'phone'> & { email?: string | null; phone?: string | null };
};
