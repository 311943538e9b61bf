import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/hooks/use-message';
import { ApiError } from '@/lib/api-client';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { CardFormProps, CardConfirmation, StripePayment } from '../types';
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

type Field = keyof CardFormValues;

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };
const ID = { number: 'card-number', expiry: 'card-expiry', cvc: 'card-cvc', name: 'card-name' } as const;

/**
 * The sandbox provider's card form: card number (grouped by 4), expiry MM/YY, CVC and NAME ON CARD. PAY is enabled
 * only when every field is complete and valid; the server checks the card again and its refusal is shown as is.
 */
export function SandboxCardForm({ busy, payable, onPay }: CardFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

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

  const confirm = async (payment: StripePayment): Promise<CardConfirmation> => {
    const expiry = parseExpiry(values.expiry);
    const card = {
      number: digitsOnly(values.number),
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: values.cvc,
    };
    try {
      const { paymentIntent } = await confirmSandboxPayment(payment.clientSecret, card, values.name.trim());
      return { status: paymentIntent.status };
    } catch (error) {
      // A refused card (402) carries the provider's message, shown as is.
      const detail = error instanceof ApiError ? error.serverDetail : null;
      return { errorMessage: detail ?? message('paymentFailed') };
    }
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
    <Stack component="form" noValidate aria-label={t('payment.card.formLabel')} onSubmit={submit} spacing={2}>
      {/* Static help, not an announcement. */}
      <Alert severity="info" role="note">
        {t('payment.sandbox.notice')}
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
  );
}
