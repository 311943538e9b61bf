import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConfigCache } from '@/lib/public-config';
import { storeSession } from '@/testing/auth-fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/test-utils';
import { ORDER_NUMBER, PAYMENT_ID, buildPayingUser, buildPayment, buildQuote, statusAnswer } from '../testing/fixtures';
import { PaymentStep } from './PaymentStep';

// Stripe.js cannot run in jsdom: each Element is a stand-in whose buttons send the change events Stripe would.
const stripe = vi.hoisted(() => ({
  instance: { confirmCardPayment: vi.fn() },
  cardElement: { kind: 'cardNumber' },
  loadStripe: vi.fn(),
  elementsOptions: [] as unknown[],
  /** What useStripe answers once Elements has its Stripe instance. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed: without it the property's type is null
  loaded: null as unknown,
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect, useState } = await import('react');
  type ChangeEvent = { complete: boolean; error?: { message: string } };
  const fakeElement =
    (name: string) =>
    ({ onChange }: { onChange?: (event: ChangeEvent) => void }) => (
      <span>
        <button type="button" onClick={() => onChange?.({ complete: true })}>{`${name} complete`}</button>
        <button type="button" onClick={() => onChange?.({ complete: false, error: { message: `Your ${name} is invalid.` } })}>
          {`${name} invalid`}
        </button>
      </span>
    );
  return {
    Elements: ({ stripe: promise, options, children }: { stripe: Promise<unknown>; options: unknown; children: ReactNode }) => {
      const [, setReady] = useState(false);
      stripe.elementsOptions.push(options);
      useEffect(() => {
        void promise.then((value) => {
          stripe.loaded = value;
          setReady(true);
        });
      }, [promise]);
      return <>{children}</>;
    },
    useStripe: () => stripe.loaded,
    useElements: () => (stripe.loaded ? { getElement: () => stripe.cardElement } : null),
    CardNumberElement: fakeElement('number'),
    CardExpiryElement: fakeElement('expiry'),
    CardCvcElement: fakeElement('cvc'),
  };
});

// Stripe.js is cached per publishable key for the page's life, so each test uses its own key.
let keyNumber = 0;

function renderStripeStep() {
  keyNumber += 1;
  const publishableKey = `pk_test_${keyNumber}`;
  const session = storeSession(buildPayingUser());
  const fetchMock = mockApi({
    'GET /auth/check': jsonResponse(session),
    'GET /config': jsonResponse({
      googleClientId: null,
      googleAuthUrl: null,
      paymentProvider: 'stripe',
      stripePublishableKey: publishableKey,
    }),
    'POST /translations/payg_payment': jsonResponse({ stripePayment: buildPayment({ provider: 'stripe' }) }, 201),
    [`PUT /translations/payment/${PAYMENT_ID}/status/succeeded`]: jsonResponse(statusAnswer('succeeded')),
    [`PUT /translations/payment/${PAYMENT_ID}/status/payment_failed`]: jsonResponse(statusAnswer('payment_failed')),
    [`PUT /translations/payment/${PAYMENT_ID}/status/requires_action`]: jsonResponse(statusAnswer('requires_action')),
    [`GET /payments/status/${PAYMENT_ID}`]: jsonResponse(statusAnswer('succeeded')),
  });
  const view = renderPage(<PaymentStep quote={buildQuote()} onEditAddress={vi.fn()} />, '/create-translation');
  return { ...view, fetchMock, publishableKey, user: userEvent.setup({ delay: null }) };
}

const payButton = () => screen.getByRole('button', { name: 'PAY' });

async function completeEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'number complete' }));
  await user.click(screen.getByRole('button', { name: 'expiry complete' }));
  await user.click(screen.getByRole('button', { name: 'cvc complete' }));
  await user.type(screen.getByRole('textbox', { name: 'NAME ON CARD' }), 'Ada Lovelace');
}

beforeEach(() => {
  clearConfigCache();
  stripe.instance.confirmCardPayment.mockReset();
  stripe.loadStripe.mockReset();
  stripe.loadStripe.mockResolvedValue(stripe.instance);
  stripe.elementsOptions.length = 0;
  stripe.loaded = null;
});

describe('PaymentStep with Stripe', { timeout: 20_000 }, () => {
  it('loads Stripe with the publishable key; PAY stays disabled until the three elements are complete and a name is entered', async () => {
    const { user, publishableKey } = renderStripeStep();
    // The first visit downloads the Stripe card form's chunk.
    await screen.findByRole('button', { name: 'number complete' }, { timeout: 10_000 });
    expect(stripe.loadStripe).toHaveBeenCalledWith(publishableKey);
    expect(stripe.elementsOptions[0]).toEqual({ locale: 'en' });
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(payButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'number complete' }));
    await user.click(screen.getByRole('button', { name: 'expiry complete' }));
    expect(payButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'cvc complete' }));
    expect(payButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'NAME ON CARD' }), 'Ada');
    await waitFor(() => expect(payButton()).toBeEnabled());

    // An element that becomes incomplete again disables PAY and shows Stripe's message.
    await user.click(screen.getByRole('button', { name: 'cvc invalid' }));
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('Your cvc is invalid.')).toBeInTheDocument();
  });

  it('PAY stays disabled while Stripe.js is not ready, even with everything complete', async () => {
    stripe.loadStripe.mockReturnValue(new Promise(() => undefined));
    const { user } = renderStripeStep();
    await screen.findByRole('region', { name: 'Order summary' });
    await completeEverything(user);
    expect(payButton()).toBeDisabled();
  });

  it('a Stripe.js that cannot be downloaded says so instead of a dead form', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderStripeStep();
    expect(await screen.findByText('The card form could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  });

  it('confirms with the client secret, the card element and the name, then reports, polls and succeeds', async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: PAYMENT_ID, status: 'succeeded' } });
    const { user, fetchMock, router } = renderStripeStep();
    await screen.findByRole('region', { name: 'Order summary' });
    await completeEverything(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(router.state.location.search).toBe(`?order=${ORDER_NUMBER}`);
    expect(stripe.instance.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(stripe.instance.confirmCardPayment).toHaveBeenCalledWith(`${PAYMENT_ID}_secret_abc`, {
      payment_method: { card: stripe.cardElement, billing_details: { name: 'Ada Lovelace' } },
    });
    expect(callsTo(fetchMock, `PUT /translations/payment/${PAYMENT_ID}/status/succeeded`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /payments/sandbox/confirm')).toHaveLength(0);
  });

  it("shows Stripe's error message as is", async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Votre carte a été refusée.' },
    });
    const { user, fetchMock } = renderStripeStep();
    await screen.findByRole('region', { name: 'Order summary' });
    await completeEverything(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Votre carte a été refusée\.$/);
    expect(callsTo(fetchMock, `PUT /translations/payment/${PAYMENT_ID}/status/payment_failed`)).toHaveLength(1);
    expect(callsTo(fetchMock, `GET /payments/status/${PAYMENT_ID}`)).toHaveLength(0);
  });
  it('3-D Secure is handled by Stripe.js: a failed challenge gives its message, shown as is', async () => {
    const failure = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    stripe.instance.confirmCardPayment.mockResolvedValue({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: failure },
    });
    const { user, fetchMock } = renderStripeStep();
    await screen.findByRole('region', { name: 'Order summary' });
    await completeEverything(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(callsTo(fetchMock, `PUT /translations/payment/${PAYMENT_ID}/status/payment_failed`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /payments/sandbox/authenticate')).toHaveLength(0);
  });

  it('an intent Stripe.js leaves in requires_action is reported as such, and polled until the server says succeeded', async () => {
    stripe.instance.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: PAYMENT_ID, status: 'requires_action' } });
    const { user, fetchMock, router } = renderStripeStep();
    await screen.findByRole('region', { name: 'Order summary' });
    await completeEverything(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(callsTo(fetchMock, `PUT /translations/payment/${PAYMENT_ID}/status/requires_action`)).toHaveLength(1);
    expect(callsTo(fetchMock, `GET /payments/status/${PAYMENT_ID}`).length).toBeGreaterThanOrEqual(1);
  });
});
