import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { postalCodeLabels } from '@pt/libs/validation';
import { useTranslation } from 'react-i18next';
import type { BillingAddress } from '@/lib/api-types';
import { addressDisplay } from '@/lib/billing-address';

export interface BillingAddressViewProps {
  address: BillingAddress;
  /** Shows an edit button (spec §2: optional on the payment screen). */
  onEdit?: () => void;
  /** Heading level of the "Billing address" title. */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/** The read-only billing address: street, city, region, postal code and country, with an optional edit button. */
export function BillingAddressView({ address, onEdit, headingComponent = 'h3' }: BillingAddressViewProps) {
  const { t } = useTranslation();
  const shown = addressDisplay(address);
  const labels = postalCodeLabels(address.country?.value);
  const rows: [label: string, value: string][] = [
    [t('billing.fields.street'), shown.street],
    [t('billing.fields.city'), shown.city],
    [labels.region === 'State' ? t('billing.fields.state') : t('billing.fields.province'), shown.region],
    [labels.postalCode === 'Zip Code' ? t('billing.fields.zipCode') : t('billing.fields.postalCode'), shown.postalCode],
    [t('billing.fields.country'), shown.country],
  ];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component={headingComponent}>
          {t('billing.title')}
        </Typography>
        {onEdit && (
          <Button size="small" startIcon={<EditOutlined />} onClick={onEdit} aria-label={t('billing.editLabel')}>
            {t('billing.edit')}
          </Button>
        )}
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
