import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardElementOptions, type StripeElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage } from '@/lib/i18n';
import type { CardConfirmation, CardFormProps } from './card-form';
import type { StripePayment } from '@/lib/api-types';

type ElementName = 'number' | 'expiry' | 'cvc';

// Stripe.js is fetched once per publishable key, and only when the Stripe card form is first shown.
const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    // A failed download (offline, blocked script) resolves to null and is retried on the next visit.
    promise = loadStripe(publishableKey).catch(() => {
      stripePromises.delete(publishableKey);
      return null;
    });
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

interface ElementFieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled box around a Stripe Element (an iframe), drawn like the outlined text fields. */
function ElementField({ id, label, error, children }: ElementFieldProps) {
  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={`${id}-label`} component="span" variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1.75,
          '&:focus-within': { borderColor: 'primary.main', outline: 1, outlineColor: 'primary.main' },
        }}
      >
        {children}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

function StripeFields({ busy, payable, onPay }: CardFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState<Record<ElementName, boolean>>({ number: false, expiry: false, cvc: false });
  const [errors, setErrors] = useState<Partial<Record<ElementName, string>>>({});
  const [name, setName] = useState('');

  const options: StripeCardElementOptions = useMemo(
    () => ({
      disabled: busy,
      style: {
        base: {
          fontSize: '16px',
          color: theme.palette.text.primary,
          fontFamily: theme.typography.fontFamily,
          '::placeholder': { color: theme.palette.text.secondary },
        },
        invalid: { color: theme.palette.error.main },
      },
    }),
    [busy, theme],
  );

  const onChange = (element: ElementName) => (event: StripeElementChangeEvent) => {
    setComplete((previous) => ({ ...previous, [element]: event.complete }));
    setErrors((previous) => ({ ...previous, [element]: event.error?.message }));
  };

  const ready = Boolean(stripe && elements);
  const canPay = ready && complete.number && complete.expiry && complete.cvc && name.trim() !== '' && payable && !busy;

  const confirm = async (payment: StripePayment): Promise<CardConfirmation> => {
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return { errorMessage: message('paymentFailed') };
    const result = await stripe.confirmCardPayment(payment.clientSecret, {
      payment_method: { card, billing_details: { name: name.trim() } },
    });
    // Stripe's own message ("Your card was declined."), in the user's language, shown as is.
    if (result.error) return { errorMessage: result.error.message ?? message('paymentFailed') };
    return { status: result.paymentIntent.status };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canPay) return;
    onPay(confirm);
  };

  return (
    <Stack component="form" noValidate aria-label={t('payment.card.formLabel')} onSubmit={submit} spacing={2}>
      <ElementField id="stripe-card-number" label={t('payment.card.number')} error={errors.number}>
        <CardNumberElement options={{ ...options, showIcon: true }} onChange={onChange('number')} />
      </ElementField>
      <Stack direction="row" spacing={2}>
        <ElementField id="stripe-card-expiry" label={t('payment.card.expiry')} error={errors.expiry}>
          <CardExpiryElement options={options} onChange={onChange('expiry')} />
        </ElementField>
        <ElementField id="stripe-card-cvc" label={t('payment.card.cvc')} error={errors.cvc}>
          <CardCvcElement options={options} onChange={onChange('cvc')} />
        </ElementField>
      </Stack>
      <TextField
        id="stripe-card-name"
        label={t('payment.card.name')}
        autoComplete="cc-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={busy}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={!canPay} loading={busy}>
        {t('payment.card.pay')}
      </Button>
    </Stack>
  );
}

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

/** Stripe Elements card form (number, expiry, CVC) plus NAME ON CARD; confirms with stripe.confirmCardPayment. */
export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const { t, i18n } = useTranslation();
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let live = true;
    void stripePromise.then((stripe) => {
      if (live && !stripe) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [stripePromise]);

  if (unavailable) return <Alert severity="error">{t('payment.stripe.unavailable')}</Alert>;
  return (
    <Elements stripe={stripePromise} options={{ locale: currentLanguage(i18n) }}>
      <StripeFields {...props} />
    </Elements>
  );
}
