import { AuthModule } from './auth/auth.module';
import { ClockModule } from './common/clock';
import { ContactModule } from './contact/contact.module';
import { CountriesModule } from './countries/countries.module';
import { MetricsModule } from './metrics/metrics.module';
import { OrganisationsModule } from './organisations/organisations.module';
import { PaymentsModule } from './payments/payments.module';
import { SalesModule } from './sales/sales.module';
import { StorageModule } from './storage/storage.module';
import { TranslationJobsModule } from './translations/jobs/translation-jobs.module';
import { TranslationsModule } from './translations/translations.module';
import { UsersModule } from './users/users.module';
import { VisitorModule } from './visitor/visitor.module';
import { WaitlistModule } from './waitlist/waitlist.module';

/** The product's feature modules, in one list so the app and the OpenAPI generator agree. */
export const FEATURE_MODULES = [
  AuthModule,
  UsersModule,
  OrganisationsModule,
  SalesModule,
  ContactModule,
  CountriesModule,
  TranslationsModule,
  TranslationJobsModule,
  PaymentsModule,
  WaitlistModule,
  VisitorModule,
  ClockModule,
  StorageModule,
  MetricsModule,
];
