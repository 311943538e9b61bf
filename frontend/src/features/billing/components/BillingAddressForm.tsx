import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  formatPostalCodeInput,
  formatPostalCodeOnBlur,
  hasErrors,
  postalCodeLabels,
  postalCodeMaxLength,
  validateBillingAddress,
  type BillingAddressField,
} from '@pt/libs/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useAuth } from '@/lib/auth/use-auth';
import { focusFirstError } from '@/lib/focus-first-error';
import type { User } from '@/lib/api-types';
import { useMessage } from '@/hooks/use-message';
import { useCountries } from '../hooks/use-countries';
import { useSaveBillingAddress } from '../hooks/use-save-billing-address';
import type { BillingAddress } from '@/lib/api-types';
import type { BillingAddressValues } from '@/lib/billing-address';
import { initialAddressValues, toBillingAddressPayload } from '@/lib/billing-address';

/** Field order on screen, used to focus the first error. */
const FIELDS: readonly BillingAddressField[] = ['street', 'city', 'country', 'region', 'postalCode'];

export interface BillingAddressFormProps {
  /** The current address, to edit; without one the form starts empty, in Canada. */
  address?: BillingAddress | null;
  /** After a successful save, with the updated user (the session is refreshed too). */
  onSaved?: (user: User) => void;
  /** Shows a Cancel button (e.g. when editing an existing address). */
  onCancel?: () => void;
  /** Prefix of the field ids, when two forms could be on one page. */
  idPrefix?: string;
}

/**
 * The billing address form of spec §5: street, city, country (CA by default), province/state of that country and
 * postal/zip code, with the spec's messages; saves through PUT /users/billing-address.
 */
export function BillingAddressForm({ address, onSaved, onCancel, idPrefix = 'billing-address' }: BillingAddressFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { user } = useAuth();
  const { countries, loading: countriesLoading, failed: countriesFailed, retry } = useCountries();
  const { loading: saving, success, save } = useSaveBillingAddress();
  const [values, setValues] = useState<BillingAddressValues>(() => initialAddressValues(address));
  // A field shows its error once left, or after a first attempt to save; then it follows the typing.
  const [touched, setTouched] = useState<Partial<Record<BillingAddressField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const fieldId = (field: BillingAddressField) => `${idPrefix}-${field}`;
  const allErrors = validateBillingAddress(values);
  const errorOf = (field: BillingAddressField) => {
    const key = submitted || touched[field] ? allErrors[field] : undefined;
    return key ? message(key) : undefined;
  };
  const touch = (field: BillingAddressField) => setTouched((previous) => ({ ...previous, [field]: true }));
  const set = (field: BillingAddressField, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  if (!user) return <Alert severity="error">{message('missingUser')}</Alert>;
  if (countriesLoading) return <PageSpinner />;
  if (countriesFailed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('billing.form.retry')}
          </Button>
        }
      >
        {message('oopsSomethingWentWrong')}
      </Alert>
    );
  }

  const labels = postalCodeLabels(values.country);
  const isState = labels.region === 'State';
  const regionLabel = isState ? t('billing.fields.state') : t('billing.fields.province');
  const postalCodeLabel = labels.postalCode === 'Zip Code' ? t('billing.fields.zipCode') : t('billing.fields.postalCode');
  const regions = countries.find((country) => country.value === values.country)?.regions ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const formatted = { ...values, postalCode: formatPostalCodeOnBlur(values.postalCode, values.country) };
    setValues(formatted);
    const errors = validateBillingAddress(formatted);
    if (hasErrors(errors)) return focusFirstError(errors, FIELDS, fieldId);
    const payload = toBillingAddressPayload(formatted, countries, user.id);
    if (!payload) return;
    const updated = await save(payload);
    if (updated) onSaved?.(updated);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('billing.form.label')}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {success === false && <Alert severity="error">{message('oopsSomethingWentWrong')}</Alert>}
        {success === true && <Alert severity="success">{t('billing.confirmed')}</Alert>}
        <TextField
          id={fieldId('street')}
          label={t('billing.fields.street')}
          autoComplete="address-line1"
          value={values.street}
          onChange={(event) => set('street', event.target.value)}
          onBlur={() => touch('street')}
          error={Boolean(errorOf('street'))}
          helperText={errorOf('street')}
          disabled={saving}
          required
          fullWidth
        />
        <TextField
          id={fieldId('city')}
          label={t('billing.fields.city')}
          autoComplete="address-level2"
          value={values.city}
          onChange={(event) => set('city', event.target.value)}
          onBlur={() => touch('city')}
          error={Boolean(errorOf('city'))}
          helperText={errorOf('city')}
          disabled={saving}
          required
          fullWidth
        />
        <TextField
          id={fieldId('country')}
          select
          label={t('billing.fields.country')}
          autoComplete="country"
          value={values.country}
          onChange={(event) => {
            // Regions belong to a country: a new country means choosing the region again.
            setValues((previous) => ({ ...previous, country: event.target.value, region: '' }));
          }}
          onBlur={() => touch('country')}
          error={Boolean(errorOf('country'))}
          helperText={errorOf('country')}
          disabled={saving}
          required
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('billing.form.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.value}>
              {country.label}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldId('region')}
          select
          label={regionLabel}
          autoComplete="address-level1"
          value={values.region}
          onChange={(event) => set('region', event.target.value)}
          onBlur={() => touch('region')}
          error={Boolean(errorOf('region'))}
          helperText={errorOf('region')}
          disabled={saving || !values.country}
          required
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{isState ? t('billing.form.chooseState') : t('billing.form.chooseProvince')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.value}>
              {region.label}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldId('postalCode')}
          label={postalCodeLabel}
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={(event) => set('postalCode', formatPostalCodeInput(event.target.value, values.country))}
          onBlur={() => {
            set('postalCode', formatPostalCodeOnBlur(values.postalCode, values.country));
            touch('postalCode');
          }}
          error={Boolean(errorOf('postalCode'))}
          helperText={errorOf('postalCode')}
          disabled={saving}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: postalCodeMaxLength(values.country), autoCapitalize: 'characters' } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={saving}>
              {t('billing.form.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={saving}>
            {t('billing.form.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
