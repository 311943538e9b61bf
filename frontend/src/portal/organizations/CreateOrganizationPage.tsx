import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MessageKey } from '@pt/libs/messages';
import { toCents, toDollars } from '@pt/libs/money';
import { DEFAULT_PAYG_PAGE_PRICE } from '@pt/libs/quote';
import { hasErrors, validateCreateOrganization, type CreateOrganizationField, type ValidationErrors } from '@pt/libs/validation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreate, useGetList } from 'react-admin';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { adminPaths } from '@/config/paths';
import { focusFirstError } from '@/lib/focus-first-error';
import { useMessage } from '@/hooks/use-message';
import { PriceField } from '@/portal/components/PriceField';
import { Section } from '@/portal/components/Section';
import { useAccountManagerId } from '@/portal/hooks/use-account-manager-id';
import { PortalPage } from '@/portal/layout/PortalPage';
import type { Country, CreateOrganizationPayload } from '@/lib/api-types';
import { errorReason } from '@/portal/utils/format';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from './address-labels';
import { OrganizationAddressFields, type AddressField, type AddressValues } from './OrganizationAddressFields';

export interface OrganizationFormValues {
  label: string;
  /** Dollars as typed. */
  paygPagePrice: string;
  longDocIncentivePrice: string;
  address: AddressValues;
  contact: { name: string; email: string; phone: string };
}

export function initialOrganizationValues(): OrganizationFormValues {
  return {
    label: '',
    paygPagePrice: String(DEFAULT_PAYG_PAGE_PRICE),
    longDocIncentivePrice: '',
    address: { street: '', city: '', country: DEFAULT_COUNTRY, region: '', postalCode: '' },
    contact: { name: '', email: '', phone: '' },
  };
}

const ADDRESS_FIELDS = ['street', 'city', 'country', 'region', 'postalCode'] as const;
const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** Fields in screen order, for moving the focus to the first error. */
const FIELDS: readonly CreateOrganizationField[] = [
  'label',
  'paygPagePrice',
  'longDocIncentivePrice',
  ...ADDRESS_FIELDS.map((field) => `address.${field}` as const),
  ...CONTACT_FIELDS.map((field) => `contact.${field}` as const),
];
const fieldId = (field: CreateOrganizationField) => `create-organization-${field.replace('.', '-')}`;

type Errors = ValidationErrors<CreateOrganizationField>;

/** The errors of one group ("address", "contact"), keyed by the field's own name. */
function groupErrors<F extends string>(errors: Errors, group: 'address' | 'contact'): Partial<Record<F, MessageKey>> {
  const prefix = `${group}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, key]) => [field.slice(prefix.length), key]),
  ) as Partial<Record<F, MessageKey>>;
}

export function validateOrganizationForm(values: OrganizationFormValues): Errors {
  return validateCreateOrganization(values);
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The spec's payload: prices as dollars, the region's code, blank contact details left out, no country value. */
export function toCreateOrganizationPayload(values: OrganizationFormValues, accountManagerId: number): CreateOrganizationPayload {
  const email = optional(values.contact.email);
  const phone = optional(values.contact.phone);
  const incentive = optional(values.longDocIncentivePrice);
  return {
    label: values.label.trim(),
    paygPagePrice: toDollars(toCents(values.paygPagePrice)),
    longDocIncentivePrice: incentive === undefined ? null : toDollars(toCents(incentive)),
    contact: { name: values.contact.name.trim(), ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
    address: {
      street: values.address.street.trim(),
      city: values.address.city.trim(),
      regionValue: values.address.region,
      postalCode: values.address.postalCode.trim(),
    },
    accountManagerId,
  };
}

/** /admin/account-manager/organization/create */
export function CreateOrganizationPage() {
  const accountManagerId = useAccountManagerId({ notManagerMessage: 'notAccountManager' });
  if (accountManagerId === undefined) return <PageSpinner />;
  return <CreateOrganizationForm accountManagerId={accountManagerId} />;
}

function CreateOrganizationForm({ accountManagerId }: { accountManagerId: number }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  // Region labels come in the interface language: fetch again when it changes.
  const countries = useGetList<Country>('countries', { meta: { language: i18n.language } }, { retry: false });
  // The payload is the spec's create-organisation shape, not an organisation record.
  const [create] = useCreate();
  // Local state only: leaving the page forgets the form and the request flags (spec §4).
  const [values, setValues] = useState(initialOrganizationValues);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [success, setSuccess] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = submitted ? validateOrganizationForm(values) : {};
  const helper = (field: CreateOrganizationField) => (errors[field] ? message(errors[field]) : undefined);
  const country = countries.data?.find((candidate) => candidate.value === values.address.country);
  const currency = country?.currency.label ?? DEFAULT_CURRENCY;
  const addressErrors = groupErrors<AddressField>(errors, 'address');
  const contactErrors = groupErrors<ContactField>(errors, 'contact');
  const contactHelper = (field: ContactField) => (contactErrors[field] ? message(contactErrors[field]) : undefined);
  const contactInput = (field: ContactField) => ({
    id: fieldId(`contact.${field}`),
    value: values.contact[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, contact: { ...values.contact, [field]: event.target.value } }),
    error: Boolean(contactErrors[field]),
    helperText: contactHelper(field),
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || success) return;
    setSubmitted(true);
    const found = validateOrganizationForm(values);
    if (hasErrors(found)) {
      focusFirstError(found, FIELDS, fieldId);
      return;
    }
    setLoading(true);
    setServerError(null);
    try {
      await create('organizations', { data: toCreateOrganizationPayload(values, accountManagerId) }, { returnPromise: true });
      setSuccess(true);
      toast.success(message('organizationCreated'));
      void navigate(adminPaths.dashboard);
    } catch (error) {
      toast.error(message('createOrganizationFailed'));
      setServerError(errorReason(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <PortalPage titleKey="portal.createOrganization.title" descriptionKey="portal.createOrganization.description">
      {loading ? (
        <PageSpinner />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => void submit(event)}
          aria-label={t('portal.createOrganization.title')}
          sx={{ mt: 2, maxWidth: 760 }}
        >
          <Stack spacing={3}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {countries.error && !countries.data && <Alert severity="warning">{t('portal.createOrganization.countriesFailed')}</Alert>}
            <Section id="organization-details-title" title={t('portal.createOrganization.sections.details')}>
              <TextField
                id={fieldId('label')}
                label={t('portal.createOrganization.fields.name')}
                autoComplete="organization"
                value={values.label}
                onChange={(event) => setValues({ ...values, label: event.target.value })}
                error={Boolean(errors.label)}
                helperText={helper('label')}
                required
                fullWidth
              />
            </Section>
            <Section id="organization-pricing-title" title={t('portal.createOrganization.sections.pricing', { currency })}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <PriceField
                  id={fieldId('paygPagePrice')}
                  currency={currency}
                  label={t('portal.createOrganization.fields.basePrice')}
                  value={values.paygPagePrice}
                  onChange={(paygPagePrice) => setValues({ ...values, paygPagePrice })}
                  error={Boolean(errors.paygPagePrice)}
                  helperText={helper('paygPagePrice')}
                  required
                  fullWidth
                />
                <PriceField
                  id={fieldId('longDocIncentivePrice')}
                  currency={currency}
                  label={t('portal.createOrganization.fields.incentive')}
                  placeholder={t('portal.createOrganization.fields.incentivePlaceholder')}
                  value={values.longDocIncentivePrice}
                  onChange={(longDocIncentivePrice) => setValues({ ...values, longDocIncentivePrice })}
                  error={Boolean(errors.longDocIncentivePrice)}
                  helperText={helper('longDocIncentivePrice') ?? t('portal.createOrganization.fields.incentiveHelp')}
                  fullWidth
                />
              </Stack>
            </Section>
            <Section id="organization-address-title" title={t('portal.createOrganization.sections.address')}>
              <OrganizationAddressFields
                values={values.address}
                onChange={(address) => setValues({ ...values, address })}
                errors={addressErrors}
                countries={countries.data ?? []}
                idOf={(field) => fieldId(`address.${field}`)}
                countryReadOnly
              />
            </Section>
            <Section id="organization-contact-title" title={t('portal.createOrganization.sections.contact')}>
              <TextField {...contactInput('name')} label={t('portal.createOrganization.fields.contactName')} autoComplete="name" required />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  {...contactInput('email')}
                  type="email"
                  label={t('portal.createOrganization.fields.contactEmail')}
                  autoComplete="email"
                />
                <TextField
                  {...contactInput('phone')}
                  type="tel"
                  label={t('portal.createOrganization.fields.contactPhone')}
                  autoComplete="tel"
                />
              </Stack>
            </Section>
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={loading || success}>
                {t('portal.createOrganization.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </PortalPage>
  );
}
