import { AuthModule } from './auth/auth.module';
import { ClockModule } from './common/clock';
import { ContactModule } from './contact/contact.module';
import { CountriesModule } from './countries/countries.module';
import { MetricsModule } from './metrics/metrics.module';
import { OrganisationsModule } from './organisations/organisations.module';
import { PaymentsRefundPort } from './payments/payments-refund.port';
import { PaymentsModule } from './payments/payments.module';
import { SalesModule } from './sales/sales.module';
import { StorageModule } from './storage/storage.module';
import { TranslationJobsModule } from './translations/jobs/translation-jobs.module';
import { TranslationsModule } from './translations/translations.module';
import { UsersModule } from './users/users.module';
import { VisitorModule } from './visitor/visitor.module';
import { WaitlistModule } from './waitlist/waitlist.module';

/**
 * The product's feature modules, in one list so the app and the OpenAPI generator agree. Ports are bound here:
 * the translation job's RefundPort is the payments module's implementation (translations do not import payments;
 * payments import TranslationsModule, so no module cycle).
 */
export const FEATURE_MODULES = [
  AuthModule,
  UsersModule,
  OrganisationsModule,
  SalesModule,
  ContactModule,
  CountriesModule,
  TranslationsModule,
  TranslationJobsModule.forRoot({ refunds: { imports: [PaymentsModule], useExisting: PaymentsRefundPort } }),
  PaymentsModule,
  WaitlistModule,
  VisitorModule,
  ClockModule,
  StorageModule,
  MetricsModule,
];
