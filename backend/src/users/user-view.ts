import { toDollars } from '@pt/libs/money';
import type { PaygPricePlan } from '../organisations/entities/payg-price-plan.entity';
import type { Region } from '../countries/entities/region.entity';
import { BillingAddressDto, UserDto, UserPaygPricePlanDto } from './dto/user.dto';
import type { User } from './entities/user.entity';
import { AppLanguage } from '../common/language';
import { localize } from '../common/language.util';
import { isPrivacyPolicyAccepted, isTermsOfServiceAccepted } from './policies.util';

type PlanFields = Pick<PaygPricePlan, 'id' | 'pagePriceCents' | 'currency' | 'incentiveAfterPage' | 'incentivePagePriceCents'>;
type PlaceFields = Pick<Region, 'id' | 'value' | 'label' | 'labelFr'>;

/**
 * What the user JSON is made of: a User with the relations of USER_VIEW_POPULATE loaded, or the plain rows of
 * UserRepository.viewOf.
 */
export interface UserViewSource extends Pick<User, 'id' | 'email' | 'language' | 'privacyPolicyVersion' | 'termsVersion'> {
  organization: { id: number; label: string; paygPricePlan: PlanFields } | null;
  billingAddress: { id: number; street: string; city: string; postalCode: string; region: PlaceFields; country: PlaceFields } | null;
  accountManager?: { id: number } | null;
}

/**
 * The user JSON of spec section 3. Labels are in the user's language; accountManagerId is present only for account
 * managers.
 */
export function toUserView(user: UserViewSource): UserDto {
  const view: UserDto = {
    id: user.id,
    email: user.email,
    language: { value: user.language },
    billingAddress: user.billingAddress ? toBillingAddressView(user.billingAddress, user.language) : null,
    organization: user.organization
      ? { id: user.organization.id, label: user.organization.label, paygPricePlan: toPricePlanView(user.organization.paygPricePlan) }
      : null,
    isPrivacyPolicyAccepted: isPrivacyPolicyAccepted(user),
    isTermsOfServiceAccepted: isTermsOfServiceAccepted(user),
  };
  if (user.accountManager) view.accountManagerId = user.accountManager.id;
  return view;
}

export function toPricePlanView(plan: PlanFields): UserPaygPricePlanDto {
  const hasIncentive = plan.incentiveAfterPage !== null && plan.incentivePagePriceCents !== null;
  return {
    id: plan.id,
    pagePrice: toDollars(plan.pagePriceCents),
    currency: { value: plan.currency },
    longDocIncentive: hasIncentive ? { afterPage: plan.incentiveAfterPage!, pagePrice: toDollars(plan.incentivePagePriceCents!) } : null,
  };
}

function toBillingAddressView(address: NonNullable<UserViewSource['billingAddress']>, lang: AppLanguage): BillingAddressDto {
  const region = {
    id: address.region.id,
    label: localize(lang, address.region.label, address.region.labelFr),
    value: address.region.value,
  };
  const country = {
    id: address.country.id,
    label: localize(lang, address.country.label, address.country.labelFr),
    value: address.country.value,
  };
  return {
    id: address.id,
    street: address.street,
    city: address.city,
    region,
    postalCode: address.postalCode,
    country,
    regionLabel: region.label,
    countryLabel: country.label,
  };
}
