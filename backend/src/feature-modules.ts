import { CountriesModule } from './countries/countries.module';
import { TranslationsModule } from './translations/translations.module';
import { VisitorModule } from './visitor/visitor.module';
import { WaitlistModule } from './waitlist/waitlist.module';

/** The product's feature modules, in one list so the app and the OpenAPI generator agree. */
export const FEATURE_MODULES = [CountriesModule, TranslationsModule, WaitlistModule, VisitorModule];
