import { toDollars } from '@pt/libs/money';
import { Address } from '../organisations/entities/address.entity';
import { PaygPricePlan } from '../organisations/entities/payg-price-plan.entity';
import { BillingAddressDto, UserDto, UserPaygPricePlanDto } from './dto/user.dto';
import { User } from './entities/user.entity';
import { AppLanguage } from './language';
import { localize } from './language.util';
import { isPrivacyPolicyAccepted, isTermsOfServiceAccepted } from './policies.util';

/**
 * The user JSON of spec section 3. Needs the relations of USER_VIEW_POPULATE loaded; labels are in the user's
 * language; accountManagerId is present only for account managers.
 */
export function toUserView(user: User): UserDto {
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

export function toPricePlanView(plan: PaygPricePlan): UserPaygPricePlanDto {
  const hasIncentive = plan.incentiveAfterPage !== null && plan.incentivePagePriceCents !== null;
  return {
    id: plan.id,
    pagePrice: toDollars(plan.pagePriceCents),
    currency: { value: plan.currency },
    longDocIncentive: hasIncentive ? { afterPage: plan.incentiveAfterPage!, pagePrice: toDollars(plan.incentivePagePriceCents!) } : null,
  };
}

function toBillingAddressView(address: Address, lang: AppLanguage): BillingAddressDto {
  const region = { id: address.region.id, label: localize(lang, address.region.label, address.region.labelFr), value: address.region.value };
  const country = { id: address.country.id, label: localize(lang, address.country.label, address.country.labelFr), value: address.country.value };
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
