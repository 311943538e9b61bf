import { LoginAttempt } from '../auth/entities/login-attempt.entity';
import { PasswordResetToken } from '../auth/entities/password-reset-token.entity';
import { RecoveryCode } from '../auth/second-factor/entities/recovery-code.entity';
import { SecondFactor } from '../auth/second-factor/entities/second-factor.entity';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { Country } from '../countries/entities/country.entity';
import { Region } from '../countries/entities/region.entity';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { Address } from '../organisations/entities/address.entity';
import { Contact } from '../organisations/entities/contact.entity';
import { EnterpriseRegistration } from '../organisations/entities/enterprise-registration.entity';
import { Organization } from '../organisations/entities/organization.entity';
import { PaygPricePlan } from '../organisations/entities/payg-price-plan.entity';
import { GlossaryEntry } from '../organisations/glossary/entities/glossary-entry.entity';
import { PaymentTax } from '../payments/entities/payment-tax.entity';
import { Payment } from '../payments/entities/payment.entity';
import { ProcessedWebhookEvent } from '../payments/entities/processed-webhook-event.entity';
import { SandboxPaymentIntent } from '../payments/entities/sandbox-payment-intent.entity';
import { PaygSale } from '../sales/entities/payg-sale.entity';
import { TargetLanguage } from '../translations/entities/target-language.entity';
import { Translation } from '../translations/entities/translation.entity';
import { TranslationListVersion } from '../translations/entities/translation-list-version.entity';
import { User } from '../users/entities/user.entity';
import { Visitor } from '../visitor/entities/visitor.entity';
import { FutureProduct } from '../waitlist/entities/future-product.entity';
import { WaitlistUser } from '../waitlist/entities/waitlist-user.entity';

/** Every entity class, the single list given to MikroORM (orm.config.ts) and to the schema tests. */
export const ENTITIES = [
  Country,
  Region,
  User,
  Address,
  Organization,
  PaygPricePlan,
  Contact,
  EnterpriseRegistration,
  AccountManager,
  GlossaryEntry,
  PasswordResetToken,
  LoginAttempt,
  SecondFactor,
  RecoveryCode,
  TargetLanguage,
  Translation,
  TranslationListVersion,
  Payment,
  PaymentTax,
  ProcessedWebhookEvent,
  SandboxPaymentIntent,
  PaygSale,
  FutureProduct,
  WaitlistUser,
  ContactMessage,
  Visitor,
];
