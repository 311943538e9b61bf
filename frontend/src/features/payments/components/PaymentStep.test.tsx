/* eslint-disable max-lines -- PaymentStep's behaviours (summary, sandbox card form, resuming from the URL, editing the
   address) share the fixtures and mocked API set up here; each describe is one of them. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConfigCache } from '@/lib/public-config';
import type { TranslationQuote } from '@/lib/api-types';
import { storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage } from '@/testing/test-utils';
import { ORDER_NUMBER, PAYMENT_ID, buildPayingUser, buildPayment, buildQuote, futureExpiry, statusAnswer } from '../testing/fixtures';
import { PaymentStep } from './PaymentStep';

type Routes = Parameters<typeof mockApi>[0];

const CONFIRM = 'POST /payments/sandbox/confirm';
const CREATE = 'POST /translations/payg_payment';
const STATUS = `GET /payments/status/${PAYMENT_ID}`;
const report = (status: string) => `PUT /translations/payment/${PAYMENT_ID}/status/${status}`;

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderStep({
  routes = {},
  quote = buildQuote(),
  path = '/create-translation',
  user = buildPayingUser(),
}: { routes?: Routes; quote?: TranslationQuote | null; path?: string; user?: ReturnType<typeof buildPayingUser> } = {}) {
  const session = storeSession(user);
  const fetchMock = mockApi({
    'GET /auth/check': jsonResponse(session),
    'GET /config': jsonResponse({ googleClientId: null, googleAuthUrl: null, paymentProvider: 'sandbox', stripePublishableKey: null }),
    [CREATE]: jsonResponse({ stripePayment: buildPayment() }, 201),
    [CONFIRM]: jsonResponse({ paymentIntent: { id: PAYMENT_ID, status: 'succeeded' } }),
    [report('succeeded')]: jsonResponse(statusAnswer('succeeded')),
    [report('payment_failed')]: jsonResponse(statusAnswer('payment_failed')),
    [STATUS]: jsonResponse(statusAnswer('succeeded')),
    ...routes,
  });
  const onEditAddress = vi.fn();
  const view = renderPage(<PaymentStep quote={quote} onEditAddress={onEditAddress} />, path, '/create-translation');
  return { ...view, fetchMock, onEditAddress, user: userEvent.setup({ delay: null }) };
}

const payButton = () => screen.getByRole('button', { name: 'PAY' });
const cardField = (name: string | RegExp) => screen.getByRole('textbox', { name });

type User = ReturnType<typeof userEvent.setup>;

/** Puts `text` into the field as the user's paste would (one input event: fast, and formatted like typing). */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillCard(user: User, number = '4242424242424242') {
  await paste(user, cardField('Card number'), number);
  await paste(user, cardField('Expiry (MM/YY)'), futureExpiry().replace('/', ''));
  await paste(user, cardField('CVC'), '123');
  await paste(user, cardField('NAME ON CARD'), 'Ada Lovelace');
}

/** The value shown next to a term of the order summary. */
function summaryValue(term: string, region = 'Order summary') {
  const summary = screen.getByRole('region', { name: region });
  return within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

// Filling a card form is many renders of MUI fields; on a busy machine that takes seconds.
const SLOW = { timeout: 20_000 };

beforeEach(() => {
  clearConfigCache();
});

describe('PaymentStep: address and order summary', SLOW, () => {
  it('shows the billing address, the summary in cents from the payment, and the sandbox card form', async () => {
    const { fetchMock } = renderStep();
    expect(await screen.findByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE).map((call) => call.body)).toEqual([{ translationId: 17 }]);

    expect(screen.getByText('100 Queen St W')).toBeInTheDocument();
    expect(screen.getByText('Toronto')).toBeInTheDocument();
    expect(screen.getByText('Ontario')).toBeInTheDocument();
    expect(screen.getByText('M5H 2N2')).toBeInTheDocument();
    expect(screen.getByText('Canada')).toBeInTheDocument();

    expect(summaryValue('Pages')).toBe('3');
    expect(summaryValue('Price per page')).toBe('$2.95');
    expect(summaryValue('Subtotal')).toBe('$8.85');
    expect(summaryValue('HST (ON) (13%)')).toBe('$1.15');
    expect(summaryValue('Total')).toBe('$10.00');
    expect(await screen.findByRole('form', { name: 'Card payment' })).toBeInTheDocument();
  });

  it('hides the price per page when the plan has a long-document incentive, and lists every tax line', async () => {
    const payment = buildPayment({
      amount: 11499,
      subTotal: 10000,
      taxes: [
        { id: 'gst', displayName: 'GST', amount: 500, taxRate: 5 },
        { id: 'qst', displayName: 'QST', amount: 999, taxRate: 9.975 },
      ],
    });
    renderStep({
      quote: buildQuote({ pageCount: 60, longDocIncentive: { afterPage: 50, pagePrice: 1.5 } }),
      routes: { [CREATE]: jsonResponse({ stripePayment: payment }, 201) },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.queryByText('Price per page')).not.toBeInTheDocument();
    expect(summaryValue('GST (5%)')).toBe('$5.00');
    expect(summaryValue('QST (9.975%)')).toBe('$9.99');
    expect(summaryValue('Total')).toBe('$114.99');
  });

  it('formats the summary for French readers', async () => {
    await setupTestI18n('fr');
    renderStep();
    const region = 'Récapitulatif de la commande';
    await screen.findByRole('region', { name: region });
    expect(summaryValue('Prix par page', region)).toBe('2,95 $');
    expect(summaryValue('Sous-total', region)).toBe('8,85 $');
    expect(summaryValue('HST (ON) (13 %)', region)).toBe('1,15 $');
    expect(summaryValue('Total', region)).toBe('10,00 $');
    expect(screen.getByRole('button', { name: 'PAYER' })).toBeDisabled();
  });

  it('"Could not create payment. Try again later" when the payment cannot be created, and Try again asks again', async () => {
    const { fetchMock, user } = renderStep({ routes: { [CREATE]: errorResponse('Internal Server Error', 500) } });
    expect(await screen.findByText('Could not create payment. Try again later')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(2));
  });

  it('an incomplete payment answer (no client secret) counts as not created', async () => {
    renderStep({ routes: { [CREATE]: jsonResponse({ stripePayment: buildPayment({ clientSecret: '' }) }, 201) } });
    expect(await screen.findByText('Could not create payment. Try again later')).toBeInTheDocument();
  });

  it('"Missing PAY-G Translation Quote data" without a quote, and creates nothing', async () => {
    const { fetchMock } = renderStep({ quote: null });
    expect(await screen.findByText('Missing PAY-G Translation Quote data')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });
});

describe('PaymentStep: sandbox card form', SLOW, () => {
  it('PAY is enabled only when every field is complete and valid, with a message for each problem', async () => {
    const { user } = renderStep();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(payButton()).toBeDisabled();

    await user.type(cardField('Card number'), '42424242');
    expect(cardField('Card number')).toHaveValue('4242 4242');
    expect(cardField('Card number')).not.toHaveAccessibleDescription();
    await user.type(cardField('Card number'), '42424241');
    expect(cardField('Card number')).toHaveValue('4242 4242 4242 4241');
    expect(cardField('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    await paste(user, cardField('Card number'), '4242 4242 4242 4242');
    expect(cardField('Card number')).not.toHaveAccessibleDescription();

    await user.type(cardField('Expiry (MM/YY)'), '0120');
    expect(cardField('Expiry (MM/YY)')).toHaveValue('01/20');
    expect(cardField('Expiry (MM/YY)')).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    await paste(user, cardField('Expiry (MM/YY)'), '1320');
    expect(cardField('Expiry (MM/YY)')).toHaveAccessibleDescription("Your card's expiration month is invalid.");
    await paste(user, cardField('Expiry (MM/YY)'), futureExpiry());
    expect(cardField('Expiry (MM/YY)')).not.toHaveAccessibleDescription();

    await paste(user, cardField('CVC'), '12');
    await user.tab();
    expect(cardField('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(payButton()).toBeDisabled();
    await user.type(cardField('CVC'), '3');
    expect(payButton()).toBeDisabled();

    await paste(user, cardField('NAME ON CARD'), '   ');
    await user.tab();
    expect(cardField('NAME ON CARD')).toHaveAccessibleDescription('Enter the name on the card.');
    expect(payButton()).toBeDisabled();
    await user.type(cardField('NAME ON CARD'), 'Ada');
    expect(payButton()).toBeEnabled();
  });

  it('pays: confirms the card, reports the status, polls from the URL and goes to the success page', async () => {
    const status = deferred<Response>();
    const { user, fetchMock, router } = renderStep({ routes: { [STATUS]: () => status.promise } });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user);
    await user.click(payButton());

    await waitFor(() => expect(callsTo(fetchMock, STATUS)).toHaveLength(1));
    expect(callsTo(fetchMock, CONFIRM).map((call) => call.body)).toEqual([
      {
        clientSecret: `${PAYMENT_ID}_secret_abc`,
        card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 5, cvc: '123' },
        billingName: 'Ada Lovelace',
      },
    ]);
    expect(callsTo(fetchMock, report('succeeded'))).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('isPolling')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('paymentId')).toBe(PAYMENT_ID);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText(/Confirming your payment/)).toBeInTheDocument();

    status.resolve(jsonResponse(statusAnswer('succeeded')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(router.state.location.search).toBe(`?order=${ORDER_NUMBER}`);
  });

  it('a double click on PAY sends one confirmation', async () => {
    const confirmation = deferred<Response>();
    const { user, fetchMock } = renderStep({ routes: { [CONFIRM]: () => confirmation.promise } });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user);
    // A real double click (the second click lands whatever the button looks like), then two more submits.
    await userEvent.setup({ pointerEventsCheck: 0 }).dblClick(payButton());
    const form = screen.getByRole('form', { name: 'Card payment' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(payButton()).toBeDisabled();
    confirmation.resolve(jsonResponse({ paymentIntent: { id: PAYMENT_ID, status: 'succeeded' } }));
    await waitFor(() => expect(callsTo(fetchMock, STATUS).length).toBeGreaterThan(0));
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(1);
    expect(callsTo(fetchMock, report('succeeded'))).toHaveLength(1);
  });

  it('a declined card: the provider message as is, the failure reported, a fresh payment, and the form usable again', async () => {
    const { user, fetchMock, router } = renderStep({
      routes: {
        [CONFIRM]: jsonResponse({ detail: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' }, 402),
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user, '4000000000000002');
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Your card was declined\.$/);
    expect(callsTo(fetchMock, report('payment_failed'))).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(2));
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(cardField('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it('"Payment failed." with the provider reason when the status comes back failed, and a new attempt can start', async () => {
    const { user, fetchMock, router } = renderStep({
      routes: {
        [CONFIRM]: jsonResponse({ paymentIntent: { id: PAYMENT_ID, status: 'processing' } }),
        [report('processing')]: jsonResponse(statusAnswer('processing')),
        [STATUS]: jsonResponse(statusAnswer('payment_failed', { failureMessage: 'Your card has insufficient funds.' })),
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user);
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed.');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(callsTo(fetchMock, report('processing'))).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(2));
    await waitFor(() => expect(payButton()).toBeEnabled());

    await user.click(payButton());
    await waitFor(() => expect(callsTo(fetchMock, CONFIRM)).toHaveLength(2));
  });

  it('the server refusing the reported status shows its detail ("Unknown payment status: …")', async () => {
    renderStep({
      routes: {
        [CONFIRM]: jsonResponse({ paymentIntent: { id: PAYMENT_ID, status: 'requires_capture' } }),
        [report('requires_capture')]: errorResponse('Unknown payment status: requires_capture', 400),
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown payment status: requires_capture');
  });

  it('an unknown status while polling stops with "Unknown payment status: {status}"', async () => {
    const { user, router } = renderStep({ routes: { [STATUS]: jsonResponse(statusAnswer('on_hold')) } });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown payment status: on_hold');
    expect(screen.queryByRole('button', { name: 'PAY' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-translation');
  });
});

describe('PaymentStep: resuming from the URL', SLOW, () => {
  it('isPolling=true with a payment id resumes polling without creating or paying, then goes to the success page', async () => {
    const { fetchMock, router } = renderStep({ path: `/create-translation?isPolling=true&paymentId=${PAYMENT_ID}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(router.state.location.search).toBe(`?order=${ORDER_NUMBER}`);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(0);
  });

  it('resumes even without the quote (a reload with nothing else in memory)', async () => {
    const { router } = renderStep({ quote: null, path: `/create-translation?isPolling=true&paymentId=${PAYMENT_ID}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
  });

  it('keeps polling while the payment is open, 1 s apart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { router } = renderStep({
      path: `/create-translation?isPolling=true&paymentId=${PAYMENT_ID}`,
      routes: { [STATUS]: () => jsonResponse(statusAnswer((calls += 1) < 3 ? 'processing' : 'succeeded')) },
    });
    await waitFor(() => expect(calls).toBe(1));
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(calls).toBe(2));
    expect(router.state.location.pathname).toBe('/create-translation');
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(calls).toBe(3);
  });

  it('after 30 questions without a final status it says so, and Check again polls once more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'processing';
    let calls = 0;
    const { router } = renderStep({
      path: `/create-translation?isPolling=true&paymentId=${PAYMENT_ID}`,
      routes: {
        [STATUS]: () => {
          calls += 1;
          return jsonResponse(statusAnswer(status));
        },
      },
    });
    await waitFor(() => expect(calls).toBe(1));
    for (let second = 1; second < 30; second += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText(/Your payment has not been confirmed yet/)).toBeInTheDocument();
    expect(calls).toBe(30);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(30);

    status = 'succeeded';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(calls).toBe(31);
  });

  it.each([
    ['a payment id that is not one', '/create-translation?isPolling=true&paymentId=abc%20def'],
    ['no payment id', '/create-translation?isPolling=true'],
  ])('"No payment information available" with %s', async (_case, path) => {
    const { fetchMock, router } = renderStep({ path, quote: null });
    expect(await screen.findByText('No payment information available')).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('an unknown or another customer’s payment (404) says "No payment information available", in French too', async () => {
    await setupTestI18n('fr');
    const { router } = renderStep({
      path: `/create-translation?isPolling=true&paymentId=${PAYMENT_ID}`,
      quote: null,
      routes: { [STATUS]: errorResponse('Payment not found', 404) },
    });
    expect(await screen.findByText('Aucune information de paiement disponible')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a resumed payment that failed says "Payment failed." and offers the form again', async () => {
    const { fetchMock, router } = renderStep({
      path: `/create-translation?isPolling=true&paymentId=${PAYMENT_ID}`,
      routes: { [STATUS]: jsonResponse(statusAnswer('cancelled')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(await screen.findByRole('form', { name: 'Card payment' })).toBeInTheDocument();
  });
});

describe('PaymentStep: editing the address', SLOW, () => {
  it('cancels the open payment with DELETE, then calls onEditAddress', async () => {
    const order: string[] = [];
    const { user, onEditAddress } = renderStep({
      routes: {
        [`DELETE /translations/17/payg-stripe-payment/${PAYMENT_ID}`]: () => {
          order.push('DELETE');
          return jsonResponse({ status: 'cancelled' });
        },
      },
    });
    onEditAddress.mockImplementation(() => order.push('onEditAddress'));
    await screen.findByRole('region', { name: 'Order summary' });
    await user.click(screen.getByRole('button', { name: 'Edit billing address' }));
    await waitFor(() => expect(onEditAddress).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['DELETE', 'onEditAddress']);
  });

  it('stays when the payment cannot be cancelled (already paid), with the server detail', async () => {
    const { user, onEditAddress } = renderStep({
      routes: {
        [`DELETE /translations/17/payg-stripe-payment/${PAYMENT_ID}`]: errorResponse('This payment has already succeeded.', 409),
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await user.click(screen.getByRole('button', { name: 'Edit billing address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment has already succeeded.');
    expect(onEditAddress).not.toHaveBeenCalled();
  });

  it('leaving the step unpaid (Back) cancels the open payment', async () => {
    const { unmount, fetchMock } = renderStep();
    await screen.findByRole('region', { name: 'Order summary' });
    unmount();
    await waitFor(() => expect(callsTo(fetchMock, `DELETE /translations/17/payg-stripe-payment/${PAYMENT_ID}`)).toHaveLength(1));
  });

  it('leaving while the payment is being confirmed cancels nothing', async () => {
    const { unmount, fetchMock, user } = renderStep({ routes: { [STATUS]: () => new Promise<Response>(() => undefined) } });
    await screen.findByRole('region', { name: 'Order summary' });
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(callsTo(fetchMock, STATUS)).toHaveLength(1));
    unmount();
    expect(callsTo(fetchMock, `DELETE /translations/17/payg-stripe-payment/${PAYMENT_ID}`)).toHaveLength(0);
  });
});
