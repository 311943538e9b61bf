import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { useOrderFlowParts } from '../order-flow-parts';
import { resetWizard } from '../wizard/wizard-store';

/**
 * /create-translation/success?order=…: "Payment Success!", the e-mail promise (the page description), the order
 * number, a link to /home, and the future products with their waitlist options. The order is placed, so the wizard
 * starts afresh next time (spec §2: "resets translation state").
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const order = searchParams.get('order')?.trim();
  const { FutureProducts } = useOrderFlowParts();

  useEffect(() => resetWizard(), []);

  return (
    <Page title={t('pages.paymentSuccess.title')} description={t('pages.paymentSuccess.description')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CheckCircleOutline color="success" fontSize="large" aria-hidden />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            {order && (
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="order-number">
                {t('paymentSuccess.orderNumber', { order })}
              </Typography>
            )}
            <Typography color="text.secondary">{t('paymentSuccess.homeHint')}</Typography>
          </Stack>
        </Stack>
        <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 2 }}>
          {t('paymentSuccess.goHome')}
        </Button>
      </Paper>
      <FutureProducts />
    </Page>
  );
}
