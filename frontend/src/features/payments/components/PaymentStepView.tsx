import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { paths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import type { TranslationQuote } from '@/lib/api-types';
import { lazyImport } from '@/lib/lazy-import';
import type { PaymentProviderState } from '../hooks/use-payment-provider';
import type { NoticeLine, PaymentSessionState } from '../hooks/use-payment-session';
import type { ConfirmWithCard } from './card-form';
import { OrderSummary } from './OrderSummary';
import { SandboxCardForm } from './SandboxCardForm';

// Stripe.js and its React bindings are downloaded only when Stripe is the configured provider.
const StripeCardForm = lazyImport(() => import('./StripeCardForm'), 'StripeCardForm');

export interface PaymentStepViewProps {
  state: PaymentSessionState;
  quote: TranslationQuote | null;
  hasUser: boolean;
  /** The billing address card (with its Edit button when `onEditBillingAddress` is given); null without an address. */
  renderAddress: ((onEdit: (() => void) | undefined) => ReactNode) | null;
  provider: PaymentProviderState;
  onRetryProvider: () => void;
  onRetryPayment: () => void;
  onPay: (confirm: ConfirmWithCard) => void;
  onCheckAgain: () => void;
  /** Edit on the address card: cancels the open payment first. */
  onEditBillingAddress: () => void;
  /** "Add an address" when there is none. */
  onAddAddress: () => void;
}

/** What the payment step shows for a state of its session (usePaymentSession); no state of its own. */
export function PaymentStepView({
  state,
  quote,
  hasUser,
  renderAddress,
  provider,
  onRetryProvider,
  onRetryPayment,
  onPay,
  onCheckAgain,
  onEditBillingAddress,
  onAddAddress,
}: PaymentStepViewProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { phase, notice, creation, payment, cancelling } = state;

  const lineText = (line: NoticeLine) => ('raw' in line ? line.raw : 'text' in line ? t(line.text) : message(line.message, line.params));

  const noticeAlert = notice && (
    <Alert severity={notice.severity} role="alert">
      {notice.lines.map((line, index) => (
        <Box component="span" key={index} sx={{ display: 'block' }}>
          {lineText(line)}
        </Box>
      ))}
    </Alert>
  );

  const homeLink = (
    <Link component={RouterLink} to={paths.home} sx={{ alignSelf: 'flex-start' }}>
      {t('payment.goHome')}
    </Link>
  );

  if (phase === 'polling') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status" aria-live="polite">
        <CircularProgress aria-hidden />
        <Typography>{t('payment.confirming')}</Typography>
      </Stack>
    );
  }

  if (phase === 'timeout') {
    return (
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {t('payment.pollingTimeout')}
        </Alert>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={onCheckAgain}>
            {t('payment.checkAgain')}
          </Button>
          {homeLink}
        </Stack>
      </Stack>
    );
  }

  if (phase === 'stopped') {
    return (
      <Stack spacing={2}>
        {noticeAlert}
        {homeLink}
      </Stack>
    );
  }

  if (!hasUser) return <Alert severity="error">{message('missingUser')}</Alert>;
  if (!quote) {
    return (
      <Stack spacing={2}>
        {noticeAlert ?? <Alert severity="error">{message('missingPaygQuote')}</Alert>}
        {homeLink}
      </Stack>
    );
  }

  const paying = phase === 'paying';
  const addressLocked = paying || cancelling;

  return (
    <Stack spacing={3}>
      {noticeAlert}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {renderAddress ? (
            renderAddress(addressLocked ? undefined : onEditBillingAddress)
          ) : (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={onAddAddress}>
                  {t('payment.addAddress')}
                </Button>
              }
            >
              {t('payment.addressMissing')}
            </Alert>
          )}
          {creation.status === 'ready' && payment && <OrderSummary quote={quote} payment={payment} />}
          {creation.status === 'loading' && <PageSpinner />}
          {creation.status === 'error' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetryPayment}>
                  {t('payment.retry')}
                </Button>
              }
            >
              <Box component="span" sx={{ display: 'block' }}>
                {message('paymentNotCreated')}
              </Box>
              {creation.detail && (
                <Box component="span" sx={{ display: 'block' }}>
                  {creation.detail}
                </Box>
              )}
            </Alert>
          )}
        </Stack>
        <Paper component="section" variant="outlined" aria-labelledby="card-details-title" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Typography id="card-details-title" variant="h6" component="h3" sx={{ mb: 2 }}>
            {t('payment.card.title')}
          </Typography>
          {provider.status === 'loading' && <PageSpinner />}
          {provider.status === 'error' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetryProvider}>
                  {t('payment.retry')}
                </Button>
              }
            >
              {t('payment.stripe.unavailable')}
            </Alert>
          )}
          {provider.status === 'ready' && provider.provider === 'sandbox' && (
            <SandboxCardForm busy={paying || cancelling} payable={creation.status === 'ready'} onPay={onPay} />
          )}
          {provider.status === 'ready' && provider.provider === 'stripe' && (
            <Suspense fallback={<PageSpinner />}>
              <StripeCardForm
                publishableKey={provider.publishableKey}
                busy={paying || cancelling}
                payable={creation.status === 'ready'}
                onPay={onPay}
              />
            </Suspense>
          )}
        </Paper>
      </Box>
    </Stack>
  );
}
