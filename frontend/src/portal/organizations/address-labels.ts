/** The default and, on the create form, only country (spec §2, §9). */
export const DEFAULT_COUNTRY = 'CA';
/** Until the countries arrive, prices are shown in the default country's currency. */
export const DEFAULT_CURRENCY = 'CAD';

export interface AddressLabelKeys {
  region: string;
  postalCode: string;
}

/** Create organisation (spec §2): "Province" and "Postal Code" for Canada, "State" and "Zip Code" elsewhere. */
export function addressLabelKeys(countryCode: string): AddressLabelKeys {
  return countryCode.trim().toUpperCase() === DEFAULT_COUNTRY
    ? { region: 'portal.address.province', postalCode: 'portal.address.postalCode' }
    : { region: 'portal.address.state', postalCode: 'portal.address.zipCode' };
}
