import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/hooks/use-message';
import { ApiError } from '@/lib/api-client';
import { authenticateSandboxPayment, type SandboxAuthenticationOutcome } from '../api/authenticate-sandbox-payment';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { CardFormProps, CardConfirmation } from './card-form';
import type { StripePayment } from '@/lib/api-types';
import {
  digitsOnly,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isErrorVisible,
  parseExpiry,
  validateCardForm,
  type CardFormValues,
} from '../utils/card';
import { SandboxAuthenticationDialog } from './SandboxAuthenticationDialog';

type Field = keyof CardFormValues;

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };
const ID = { number: 'card-number', expiry: 'card-expiry', cvc: 'card-cvc', name: 'card-name' } as const;

/** Stripe's code for a failed 3-D Secure challenge. */
const AUTHENTICATION_FAILURE = 'payment_intent_authentication_failure';

/** A 3-D Secure challenge on screen: the payment it is for, the answer being sent, and who waits for the answer. */
interface Challenge {
  payment: StripePayment;
  sending: SandboxAuthenticationOutcome | null;
  answer: (outcome: SandboxAuthenticationOutcome) => void;
}

/** The error code of a refused call ({detail, code}), if any. */
function errorCode(error: unknown): string | null {
  const body = error instanceof ApiError ? error.body : null;
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null;
}

/**
 * The sandbox provider's card form: card number (grouped by 4), expiry MM/YY, CVC and NAME ON CARD. PAY is enabled
 * only when every field is complete and valid; the server checks the card again and its refusal is shown as is.
 * A 3-D Secure test card opens the challenge dialog, as Stripe.js does within confirmCardPayment; its answer
 * finishes the confirmation.
 */
export function SandboxCardForm({ busy, payable, onPay }: CardFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const errors = validateCardForm(values);
  const isComplete = Object.keys(errors).length === 0;
  const errorText = (field: Field): string | undefined => {
    const error = errors[field];
    return error && isErrorVisible(field, values, Boolean(touched[field])) ? t(`payment.card.errors.${error}`) : undefined;
  };

  const change = (field: Field, value: string) => {
    setValues((previous) => {
      switch (field) {
        case 'number':
          return { ...previous, number: formatCardNumber(value), cvc: formatCvc(previous.cvc, value) };
        case 'expiry':
          return { ...previous, expiry: formatExpiry(value) };
        case 'cvc':
          return { ...previous, cvc: formatCvc(value, previous.number) };
        default:
          return { ...previous, name: value };
      }
    });
  };
  const blur = (field: Field) => setTouched((previous) => ({ ...previous, [field]: true }));

  const refusal = (error: unknown): CardConfirmation => {
    // A refused card (402) carries the provider's message, shown as is.
    const detail = error instanceof ApiError ? error.serverDetail : null;
    return { errorMessage: detail ?? message('paymentFailed') };
  };

  /** Shows the challenge until the customer answers, sends the answer, and says what it gave. */
  const authenticate = async (payment: StripePayment, paymentIntentId: string): Promise<CardConfirmation> => {
    const outcome = await new Promise<SandboxAuthenticationOutcome>((answer) => setChallenge({ payment, sending: null, answer }));
    setChallenge((open) => open && { ...open, sending: outcome });
    try {
      const { paymentIntent } = await authenticateSandboxPayment(paymentIntentId, outcome);
      return { status: paymentIntent.status };
    } catch (error) {
      // Stripe.js's words for a failed challenge, in the interface language; the customer can try another card.
      return errorCode(error) === AUTHENTICATION_FAILURE ? { errorMessage: t('payment.authentication.failed') } : refusal(error);
    } finally {
      setChallenge(null);
    }
  };

  const confirm = async (payment: StripePayment): Promise<CardConfirmation> => {
    const expiry = parseExpiry(values.expiry);
    const card = {
      number: digitsOnly(values.number),
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: values.cvc,
    };
    let paymentIntent;
    try {
      ({ paymentIntent } = await confirmSandboxPayment(payment.clientSecret, card, values.name.trim()));
    } catch (error) {
      return refusal(error);
    }
    if (paymentIntent.status === 'requires_action') return authenticate(payment, paymentIntent.id);
    return { status: paymentIntent.status };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !payable || !isComplete) return;
    onPay(confirm);
  };

  const field = (name: Field) => ({
    id: ID[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => blur(name),
    error: Boolean(errorText(name)),
    helperText: errorText(name),
    disabled: busy,
    fullWidth: true,
  });

  return (
    <>
      <Stack component="form" noValidate aria-label={t('payment.card.formLabel')} onSubmit={submit} spacing={2}>
        {/* Static help, not an announcement. */}
        <Alert severity="info" role="note">
          <Box component="span" sx={{ display: 'block' }}>
            {t('payment.sandbox.notice')}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {t('payment.sandbox.authenticationNotice')}
          </Box>
        </Alert>
        <TextField
          {...field('number')}
          label={t('payment.card.number')}
          placeholder="1234 1234 1234 1234"
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            {...field('expiry')}
            label={t('payment.card.expiry')}
            placeholder={t('payment.card.expiryPlaceholder')}
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <TextField
            {...field('cvc')}
            label={t('payment.card.cvc')}
            placeholder="123"
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Stack>
        <TextField {...field('name')} label={t('payment.card.name')} autoComplete="cc-name" />
        <Button type="submit" variant="contained" size="large" disabled={busy || !payable || !isComplete} loading={busy}>
          {t('payment.card.pay')}
        </Button>
      </Stack>
      <SandboxAuthenticationDialog
        payment={challenge?.payment ?? null}
        sending={challenge?.sending ?? null}
        onAnswer={(outcome) => challenge?.answer(outcome)}
      />
    </>
  );
}
