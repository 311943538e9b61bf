import { toPricePlanView } from '../../users/user-view';
import { AppLanguage } from '../../common/language';
import { localize } from '../../common/language.util';
import { EnterpriseRegistration } from '../entities/enterprise-registration.entity';
import { Organization } from '../entities/organization.entity';
import { EnterpriseRegistrationDto, OrganizationDto } from './dto/admin-view.dto';

/** The relations toOrganizationView reads. */
export const ORGANIZATION_VIEW_POPULATE = [
  'address.region',
  'address.country',
  'paygPricePlan',
  'contacts',
  'enterpriseRegistrations',
] as const;

/** The organisation JSON of the portal (spec 3): labels in `lang`, contacts oldest first, invitations newest first. */
export function toOrganizationView(organization: Organization, lang: AppLanguage): OrganizationDto {
  const address = organization.address;
  return {
    id: organization.id,
    label: organization.label,
    address: address
      ? {
          street: address.street,
          city: address.city,
          region: { label: localize(lang, address.region.label, address.region.labelFr), value: address.region.value },
          postalCode: address.postalCode,
          country: { label: localize(lang, address.country.label, address.country.labelFr), value: address.country.value },
        }
      : null,
    paygPricePlan: toPricePlanView(organization.paygPricePlan),
    contacts: organization.contacts
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((contact) => ({ id: contact.id, name: contact.name, email: contact.email, phone: contact.phone })),
    enterpriseRegistrations: organization.enterpriseRegistrations
      .getItems()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map(toRegistrationView),
  };
}

export function toRegistrationView(registration: EnterpriseRegistration): EnterpriseRegistrationDto {
  return {
    id: registration.id,
    email: registration.email,
    isDelivered: registration.isDelivered,
    isRegistered: registration.isRegistered,
    createdAt: registration.createdAt,
  };
}
