import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MessageKey } from '@pt/libs/messages';
import { formatPostalCodeInput, formatPostalCodeOnBlur } from '@pt/libs/validation';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/hooks/use-message';
import type { Country } from '@/lib/api-types';
import { addressLabelKeys } from './address-labels';

export interface AddressValues {
  street: string;
  city: string;
  /** Country code, e.g. CA. */
  country: string;
  /** Region code, e.g. ON. */
  region: string;
  postalCode: string;
}
export type AddressField = keyof AddressValues;

interface OrganizationAddressFieldsProps {
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  errors: Partial<Record<AddressField, MessageKey>>;
  countries: Country[];
  idOf: (field: AddressField) => string;
  /** The create form keeps the default country (spec §2: country select, default CA, read-only). */
  countryReadOnly?: boolean;
}

/** Billing address of an organisation: street, city, country, region of that country, postal or zip code. */
export function OrganizationAddressFields({
  values,
  onChange,
  errors,
  countries,
  idOf,
  countryReadOnly = false,
}: OrganizationAddressFieldsProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const labels = addressLabelKeys(values.country);
  const country = countries.find((candidate) => candidate.value === values.country);
  const regions = country?.regions ?? [];
  const set = (patch: Partial<AddressValues>) => onChange({ ...values, ...patch });
  const helper = (field: AddressField) => (errors[field] ? message(errors[field]) : undefined);
  // Keep the chosen code visible even before the list arrives.
  const countryOptions = country ? countries : [{ value: values.country, label: values.country }, ...countries];

  return (
    <Stack spacing={2}>
      <TextField
        id={idOf('street')}
        label={t('portal.address.street')}
        autoComplete="street-address"
        value={values.street}
        onChange={(event) => set({ street: event.target.value })}
        error={Boolean(errors.street)}
        helperText={helper('street')}
        required
        fullWidth
      />
      <TextField
        id={idOf('city')}
        label={t('portal.address.city')}
        autoComplete="address-level2"
        value={values.city}
        onChange={(event) => set({ city: event.target.value })}
        error={Boolean(errors.city)}
        helperText={helper('city')}
        required
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={idOf('country')}
          select
          label={t('portal.address.country')}
          value={values.country}
          onChange={(event) => set({ country: event.target.value, region: '' })}
          error={Boolean(errors.country)}
          helperText={helper('country')}
          required
          fullWidth
          slotProps={{
            input: { readOnly: countryReadOnly },
            select: { SelectDisplayProps: countryReadOnly ? { 'aria-readonly': true } : undefined },
          }}
        >
          {countryOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={idOf('region')}
          select
          label={t(labels.region)}
          value={values.region}
          onChange={(event) => set({ region: event.target.value })}
          error={Boolean(errors.region)}
          helperText={helper('region')}
          // A region belongs to a country: nothing to choose from until one is set (spec §2).
          disabled={!values.country || regions.length === 0}
          required
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('portal.address.chooseRegion')}
          </option>
          {regions.map((region) => (
            <option key={region.value} value={region.value}>
              {region.label}
            </option>
          ))}
        </TextField>
      </Stack>
      <TextField
        id={idOf('postalCode')}
        label={t(labels.postalCode)}
        autoComplete="postal-code"
        value={values.postalCode}
        // Spec §5: upper case, at most 7 characters, a space after the first 3 on blur.
        onChange={(event) => set({ postalCode: formatPostalCodeInput(event.target.value, values.country) })}
        onBlur={() => set({ postalCode: formatPostalCodeOnBlur(values.postalCode, values.country) })}
        error={Boolean(errors.postalCode)}
        helperText={helper('postalCode')}
        required
        fullWidth
      />
    </Stack>
  );
}
