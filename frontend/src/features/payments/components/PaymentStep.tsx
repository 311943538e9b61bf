import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@pt/libs/messages';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { paths, paymentSuccessPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { BillingAddressView } from '@/features/billing/components/BillingAddressView';
import { useBillingAddress } from '@/features/billing/hooks/use-billing-address';
import { useMessage } from '@/hooks/use-message';
import { ApiError } from '@/lib/api-client';
import { lazyImport } from '@/lib/lazy-import';
import { cancelPaygPayment } from '../api/cancel-payg-payment';
import { createPaygPayment } from '../api/create-payg-payment';
import { updatePaymentStatus } from '../api/update-payment-status';
import { usePaymentPolling } from '../hooks/use-payment-polling';
import { usePaymentProvider } from '../hooks/use-payment-provider';
import type { CardConfirmation, ConfirmWithCard, PaymentStepProps, StripePayment } from '../types';
import { isPaymentReference, toReportableStatus } from '../utils/payment-status';
import type { PollResult } from '../utils/poll-payment-status';
import { OrderSummary } from './OrderSummary';
import { SandboxCardForm } from './SandboxCardForm';

// Stripe.js and its React bindings are downloaded only when Stripe is the configured provider.
const StripeCardForm = lazyImport(() => import('./StripeCardForm'), 'StripeCardForm');

/** form: card form shown; paying: a card confirmation is in flight; polling: waiting for the final status. */
type Phase = 'form' | 'paying' | 'polling' | 'timeout' | 'stopped';

/** A line of a notice, resolved at render time so a language switch re-translates it. */
type NoticeLine =
  | { message: MessageKey; params?: Record<string, string> }
  | { text: 'payment.refunded' | 'payment.cancelFailed' }
  /** The provider's or the server's own words, shown as they are. */
  | { raw: string };

interface Notice {
  severity: 'error' | 'info';
  lines: NoticeLine[];
}

type Creation = { status: 'idle' | 'loading' | 'ready' } | { status: 'error'; detail: string | null };

function serverDetail(error: unknown): string | null {
  return error instanceof ApiError ? error.serverDetail : null;
}

/** A refusal that asking again will not change (not a network failure, timeout, throttling or server error). */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * Step 5 of the wizard: billing address (Edit cancels the open payment first), order summary and the card form of
 * the configured provider. After the card is confirmed the browser reports the status, puts
 * `?isPolling=true&paymentId=…` in the URL (a reload resumes polling and never pays again) and polls until the
 * payment is final: succeeded → the success page; failed → "Payment failed." and the form is usable again.
 */
export function PaymentStep({ quote, onEditAddress }: PaymentStepProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const { user } = useAuth();
  const address = useBillingAddress();
  const [searchParams, setSearchParams] = useSearchParams();
  const [provider, retryProvider] = usePaymentProvider();

  // Read once, on arrival: a reload while confirming resumes polling for that payment instead of showing the form.
  const [resume] = useState(() => {
    if (searchParams.get('isPolling') !== 'true') return null;
    const paymentId = searchParams.get('paymentId');
    return { paymentId: isPaymentReference(paymentId) ? paymentId : null };
  });

  const [payment, setPayment] = useState<StripePayment | null>(null);
  const [creation, setCreation] = useState<Creation>({ status: 'idle' });
  const [phase, setPhase] = useState<Phase>(resume?.paymentId ? 'polling' : 'form');
  const [notice, setNotice] = useState<Notice | null>(
    resume && !resume.paymentId ? { severity: 'error', lines: [{ message: 'noPaymentInformation' }] } : null,
  );
  const [cancelling, setCancelling] = useState(false);

  // Refs, not state, so a second click in the same tick sees the first one (no double confirmation).
  const busyRef = useRef(Boolean(resume?.paymentId));
  const paymentRef = useRef<StripePayment | null>(null);
  const pollingIdRef = useRef<string | null>(resume?.paymentId ?? null);
  const creationRef = useRef<AbortController | null>(null);

  const translationId = quote?.translationId;
  const canCreate = translationId !== undefined && Boolean(user) && Boolean(address);

  const loadPayment = useCallback(() => {
    if (translationId === undefined) return;
    creationRef.current?.abort();
    const controller = new AbortController();
    creationRef.current = controller;
    paymentRef.current = null;
    setPayment(null);
    setCreation({ status: 'loading' });
    createPaygPayment(translationId, controller.signal).then(
      (created) => {
        if (controller.signal.aborted) return;
        paymentRef.current = created;
        setPayment(created);
        setCreation({ status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setCreation({ status: 'error', detail: serverDetail(error) });
      },
    );
  }, [translationId]);

  useEffect(() => {
    if (!canCreate || resume?.paymentId) return;
    loadPayment();
    return () => creationRef.current?.abort();
  }, [canCreate, loadPayment, resume]);

  // Leaving the step unpaid (Back, another page) cancels the open payment, as Edit does. Not while a confirmation or
  // the polling runs (busy), and not once Edit has cancelled it already. The server would reuse or replace an open
  // payment anyway; this just closes it at the provider.
  const translationIdRef = useRef(translationId);
  useEffect(() => {
    translationIdRef.current = translationId;
  });
  useEffect(
    () => () => {
      const open = paymentRef.current;
      const id = translationIdRef.current;
      if (busyRef.current || !open || id === undefined) return;
      paymentRef.current = null;
      void cancelPaygPayment(id, open.id).catch(() => undefined);
    },
    [],
  );

  const setPollingParams = useCallback(
    (paymentId: string | null) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (paymentId) {
            next.set('isPolling', 'true');
            next.set('paymentId', paymentId);
          } else {
            next.delete('isPolling');
            next.delete('paymentId');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  /** The attempt is over without a payment: say why, and make the form usable again with a fresh payment. */
  const fail = (lines: NoticeLine[]) => {
    setPollingParams(null);
    pollingIdRef.current = null;
    busyRef.current = false;
    setNotice({ severity: 'error', lines });
    setPhase('form');
    if (canCreate) loadPayment();
  };

  /** Polling ended somewhere the form must not come back (paying again could charge twice). */
  const stop = (notice: Notice) => {
    setNotice(notice);
    setPhase('stopped');
  };

  const startPolling = usePaymentPolling((result: PollResult) => {
    switch (result.kind) {
      case 'succeeded': {
        const order = result.answer.orderNumber;
        void navigate(order ? paymentSuccessPath(order) : paths.paymentSuccess, { replace: true });
        return;
      }
      case 'failed':
        fail([
          { message: 'paymentFailed' },
          ...(result.answer.failureMessage ? [{ raw: result.answer.failureMessage }] : []),
        ]);
        return;
      case 'uninitialized':
        fail([{ message: 'paymentNotCreated' }]);
        return;
      case 'notFound':
        fail([{ message: 'noPaymentInformation' }]);
        return;
      case 'refunded':
        setPollingParams(null);
        stop({ severity: 'info', lines: [{ text: 'payment.refunded' }] });
        return;
      case 'unknown':
        stop({ severity: 'error', lines: [{ message: 'unknownPaymentStatus', params: { status: result.status } }] });
        return;
      case 'error':
        stop({ severity: 'error', lines: [result.detail ? { raw: result.detail } : { message: 'oopsSomethingWentWrong' }] });
        return;
      case 'timeout':
        setPhase('timeout');
        return;
    }
  });

  useEffect(() => {
    if (resume?.paymentId) startPolling(resume.paymentId);
    // A resume URL without a usable payment id is dropped, so the wizard no longer treats the step as confirming.
    else if (resume) setPollingParams(null);
  }, [resume, startPolling, setPollingParams]);

  const pay = async (confirm: ConfirmWithCard) => {
    const current = paymentRef.current;
    if (busyRef.current || !current) return;
    busyRef.current = true;
    setPhase('paying');
    setNotice(null);

    let confirmation: CardConfirmation;
    try {
      confirmation = await confirm(current);
    } catch (error) {
      confirmation = { errorMessage: serverDetail(error) ?? message('paymentFailed') };
    }

    if ('errorMessage' in confirmation) {
      // Tell the server before asking it for the next payment; it checks with the provider anyway.
      await updatePaymentStatus(current.id, 'payment_failed').catch(() => undefined);
      fail([{ raw: confirmation.errorMessage }]);
      return;
    }

    const status = toReportableStatus(confirmation.status);
    try {
      await updatePaymentStatus(current.id, status);
    } catch (error) {
      // A refused report ("Unknown payment status: …") ends the attempt, unless the card was charged: then the
      // status polling below finds out from the provider, like it does when the report is lost on the network.
      if (isRefusal(error) && status !== 'succeeded') {
        fail([serverDetail(error) ? { raw: serverDetail(error)! } : { message: 'paymentFailed' }]);
        return;
      }
    }

    pollingIdRef.current = current.id;
    setPollingParams(current.id);
    setPhase('polling');
    startPolling(current.id);
  };

  const checkAgain = () => {
    if (!pollingIdRef.current) return;
    setPhase('polling');
    startPolling(pollingIdRef.current);
  };

  const editAddress = async () => {
    const current = paymentRef.current;
    if (busyRef.current) return;
    if (!current || translationId === undefined) {
      creationRef.current?.abort();
      onEditAddress();
      return;
    }
    busyRef.current = true;
    setCancelling(true);
    setNotice(null);
    try {
      await cancelPaygPayment(translationId, current.id);
    } catch (error) {
      // 404: there is no such open payment any more, so there is nothing to cancel.
      if (!(error instanceof ApiError && error.status === 404)) {
        busyRef.current = false;
        setCancelling(false);
        const detail = serverDetail(error);
        setNotice({ severity: 'error', lines: [{ text: 'payment.cancelFailed' }, ...(detail ? [{ raw: detail }] : [])] });
        return;
      }
    }
    paymentRef.current = null;
    busyRef.current = false;
    setCancelling(false);
    onEditAddress();
  };

  const lineText = (line: NoticeLine) =>
    'raw' in line ? line.raw : 'text' in line ? t(line.text) : message(line.message, line.params);

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
          <Button variant="contained" onClick={checkAgain}>
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

  if (!user) return <Alert severity="error">{message('missingUser')}</Alert>;
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
          {address ? (
            <BillingAddressView address={address} onEdit={addressLocked ? undefined : () => void editAddress()} />
          ) : (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={onEditAddress}>
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
                <Button color="inherit" size="small" onClick={loadPayment}>
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
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="card-details-title"
          sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
        >
          <Typography id="card-details-title" variant="h6" component="h3" sx={{ mb: 2 }}>
            {t('payment.card.title')}
          </Typography>
          {provider.status === 'loading' && <PageSpinner />}
          {provider.status === 'error' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retryProvider}>
                  {t('payment.retry')}
                </Button>
              }
            >
              {t('payment.stripe.unavailable')}
            </Alert>
          )}
          {provider.status === 'ready' && provider.provider === 'sandbox' && (
            <SandboxCardForm busy={paying || cancelling} payable={creation.status === 'ready'} onPay={(confirm) => void pay(confirm)} />
          )}
          {provider.status === 'ready' && provider.provider === 'stripe' && (
            <Suspense fallback={<PageSpinner />}>
              <StripeCardForm
                publishableKey={provider.publishableKey}
                busy={paying || cancelling}
                payable={creation.status === 'ready'}
                onPay={(confirm) => void pay(confirm)}
              />
            </Suspense>
          )}
        </Paper>
      </Box>
    </Stack>
  );
}
