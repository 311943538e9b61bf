import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toCents, toDollars } from '@pt/libs/money';
import { hasErrors, validatePricePlanUpdate } from '@pt/libs/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { adminPaths } from '@/config/paths';
import { focusFirstError } from '@/lib/focus-first-error';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage } from '@/lib/i18n';
import { Detail } from '@/portal/components/Detail';
import { PriceField } from '@/portal/components/PriceField';
import { Section } from '@/portal/components/Section';
import type { Organization, OrganizationPricePlan } from '@/lib/api-types';
import { formatDollars } from '@/portal/utils/format';

const FORM_ID = 'price-plan-form';
const FIELDS = ['pagePrice', 'ldiPagePrice'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `price-plan-${field}`;

/** Pricing (PAYG): base price, "*LDI Price" or "None", and an inline form to change them. */
export function PricingSection({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [editing, setEditing] = useState(false);
  const plan = organization.paygPricePlan;
  const currency = plan?.currency.value ?? '';
  const basePrice = plan ? formatDollars(plan.pagePrice, currency, language) : null;
  const none = t('portal.updateAccount.pricing.none');
  const ldiPrice = plan?.longDocIncentive ? formatDollars(plan.longDocIncentive.pagePrice, currency, language) : null;

  return (
    <Section
      id="account-pricing-title"
      title={t('portal.updateAccount.sections.pricing')}
      action={
        plan && (
          <Button startIcon={<EditIcon />} onClick={() => setEditing(!editing)} aria-expanded={editing} aria-controls={FORM_ID}>
            {editing ? t('portal.updateAccount.pricing.closeEdit') : t('portal.updateAccount.pricing.edit')}
          </Button>
        )
      }
    >
      <Box component="dl" sx={{ m: 0 }}>
        <Detail term={t('portal.updateAccount.pricing.basePrice')}>{basePrice ?? none}</Detail>
        <Detail term={t('portal.updateAccount.pricing.ldiPrice')}>{ldiPrice ?? none}</Detail>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('portal.updateAccount.pricing.ldiNote')}
      </Typography>
      {plan && editing && <PricePlanForm plan={plan} />}
    </Section>
  );
}

/** Prices in the form start from the current plan, as dollars with 2 decimals. */
function asInput(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return '';
  try {
    return toDollars(toCents(dollars)).toFixed(2);
  } catch {
    return '';
  }
}

function PricePlanForm({ plan }: { plan: OrganizationPricePlan }) {
  const { t } = useTranslation();
  const message = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    pagePrice: asInput(plan.pagePrice),
    ldiPagePrice: asInput(plan.longDocIncentive?.pagePrice),
  });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [update] = useUpdate<OrganizationPricePlan>();
  const errors = submitted ? validatePricePlanUpdate(values) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = validatePricePlanUpdate(values);
    if (hasErrors(found)) {
      focusFirstError(found, FIELDS, fieldId);
      return;
    }
    setSaving(true);
    try {
      const ldi = values.ldiPagePrice.trim();
      const data = {
        pagePrice: toDollars(toCents(values.pagePrice)),
        ldiPagePrice: ldi === '' ? null : toDollars(toCents(ldi)),
      };
      await update('payg-price-plans', { id: plan.id, data, previousData: plan }, { returnPromise: true });
      toast.success(message('paygPricingPlanUpdated'));
      void navigate(adminPaths.dashboard);
    } catch {
      toast.error(message('updatePaygPricingPlanFailed'));
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      id={FORM_ID}
      noValidate
      aria-label={t('portal.updateAccount.pricing.formLabel')}
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PriceField
          id={fieldId('pagePrice')}
          currency={plan.currency.value}
          label={t('portal.updateAccount.pricing.basePriceInput')}
          value={values.pagePrice}
          onChange={(pagePrice) => setValues({ ...values, pagePrice })}
          error={Boolean(errors.pagePrice)}
          helperText={errors.pagePrice && message(errors.pagePrice)}
          required
          disabled={saving}
          fullWidth
        />
        <PriceField
          id={fieldId('ldiPagePrice')}
          currency={plan.currency.value}
          label={t('portal.updateAccount.pricing.ldiInput')}
          value={values.ldiPagePrice}
          onChange={(ldiPagePrice) => setValues({ ...values, ldiPagePrice })}
          error={Boolean(errors.ldiPagePrice)}
          helperText={errors.ldiPagePrice ? message(errors.ldiPagePrice) : t('portal.updateAccount.pricing.ldiHelp')}
          disabled={saving}
          fullWidth
        />
        <Button type="submit" variant="contained" loading={saving} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
          {t('portal.updateAccount.pricing.update')}
        </Button>
      </Stack>
    </Box>
  );
}
