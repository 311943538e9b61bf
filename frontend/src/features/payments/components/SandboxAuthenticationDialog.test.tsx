import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConfigCache } from '@/lib/public-config';
import { storeSession } from '@/testing/auth-fixtures';
import { callsTo, jsonResponse, mockApi, type SentRequest } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage } from '@/testing/test-utils';
import { ORDER_NUMBER, PAYMENT_ID, buildPayingUser, buildPayment, buildQuote, futureExpiry, statusAnswer } from '../testing/fixtures';
import { PaymentStep } from './PaymentStep';

const CONFIRM = 'POST /payments/sandbox/confirm';
const AUTHENTICATE = 'POST /payments/sandbox/authenticate';
const CREATE = 'POST /translations/payg_payment';
const report = (status: string) => `PUT /translations/payment/${PAYMENT_ID}/status/${status}`;

const THREE_D_SECURE_CARD = '4000002500003155';
// What the server says for a failed challenge (in English whatever the language: the dialog has its own words).
const SERVER_FAILURE = {
  detail: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  code: 'payment_intent_authentication_failure',
  declineCode: null,
};

/** The sandbox as the server answers it: 3155 needs the challenge, which completes or fails as the button says. */
function authenticateAnswer({ body }: SentRequest): Response {
  const { outcome } = body as { outcome: string };
  return outcome === 'complete'
    ? jsonResponse({ paymentIntent: { id: PAYMENT_ID, status: 'succeeded' } })
    : jsonResponse(SERVER_FAILURE, 402);
}

function renderStep() {
  const session = storeSession(buildPayingUser());
  const fetchMock = mockApi({
    'GET /auth/check': jsonResponse(session),
    'GET /config': jsonResponse({ googleClientId: null, googleAuthUrl: null, paymentProvider: 'sandbox', stripePublishableKey: null }),
    [CREATE]: jsonResponse({ stripePayment: buildPayment() }, 201),
    [CONFIRM]: jsonResponse({ paymentIntent: { id: PAYMENT_ID, status: 'requires_action' } }),
    [AUTHENTICATE]: authenticateAnswer,
    [report('succeeded')]: jsonResponse(statusAnswer('succeeded')),
    [report('payment_failed')]: jsonResponse(statusAnswer('payment_failed')),
    [`GET /payments/status/${PAYMENT_ID}`]: jsonResponse(statusAnswer('succeeded')),
  });
  const view = renderPage(<PaymentStep quote={buildQuote()} onEditAddress={vi.fn()} />, '/create-translation', '/create-translation');
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

/** Fills the card form the way a paste would, with the labels of the current language. */
async function fillCard(user: User, labels: { number: string; expiry: string; name: string }) {
  const field = (name: string) => screen.getByRole('textbox', { name });
  for (const [label, value] of [
    [labels.number, THREE_D_SECURE_CARD],
    [labels.expiry, futureExpiry().replace('/', '')],
    ['CVC', '123'],
    [labels.name, 'Ada Lovelace'],
  ]) {
    await user.click(field(label));
    await user.paste(value);
  }
}

const ENGLISH = { number: 'Card number', expiry: 'Expiry (MM/YY)', name: 'NAME ON CARD', pay: 'PAY' };
const FRENCH = { number: 'Numéro de carte', expiry: 'Expiration (MM/AA)', name: 'NOM SUR LA CARTE', pay: 'PAYER' };

/** Pays with the 3-D Secure card and answers the challenge dialog when it opens. */
async function payAndOpenChallenge(user: User, labels = ENGLISH, title = 'Authenticate your payment') {
  await screen.findByRole('form');
  await fillCard(user, labels);
  await waitFor(() => expect(screen.getByRole('button', { name: labels.pay })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: labels.pay }));
  return screen.findByRole('dialog', { name: title });
}

// Filling a card form is many renders of MUI fields; on a busy machine that takes seconds.
const SLOW = { timeout: 20_000 };

beforeEach(() => {
  clearConfigCache();
});

describe('PaymentStep: 3-D Secure with the sandbox', SLOW, () => {
  it('lists the 3-D Secure test card with the sandbox notice', async () => {
    renderStep();
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Pay with 4242 4242 4242 4242');
    expect(notice).toHaveTextContent('To try 3-D Secure authentication, pay with 4000 0025 0000 3155.');
  });

  it('requires_action opens the challenge; Complete authentication pays and goes to the success page', async () => {
    const { user, fetchMock, router } = renderStep();
    const dialog = await payAndOpenChallenge(user);
    expect(within(dialog).getByText(/confirm the payment of \$10\.00\./)).toBeInTheDocument();
    expect(callsTo(fetchMock, AUTHENTICATE)).toHaveLength(0);
    // Only its buttons answer it: Escape leaves the payment waiting for an answer.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Authenticate your payment' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(router.state.location.search).toBe(`?order=${ORDER_NUMBER}`);
    expect(callsTo(fetchMock, AUTHENTICATE).map((call) => call.body)).toEqual([{ paymentIntentId: PAYMENT_ID, outcome: 'complete' }]);
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(1);
    expect(callsTo(fetchMock, report('succeeded'))).toHaveLength(1);
    expect(callsTo(fetchMock, report('requires_action'))).toHaveLength(0);
  });

  it('Fail authentication says so on the payment step; the form is usable again for another card', async () => {
    const { user, fetchMock } = renderStep();
    const dialog = await payAndOpenChallenge(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^We are unable to authenticate your payment method\. Please choose a different payment method and try again\.$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, AUTHENTICATE).map((call) => call.body)).toEqual([{ paymentIntentId: PAYMENT_ID, outcome: 'fail' }]);
    expect(callsTo(fetchMock, report('payment_failed'))).toHaveLength(1);
    expect(callsTo(fetchMock, `GET /payments/status/${PAYMENT_ID}`)).toHaveLength(0);
    // The payment is asked for again and PAY works again with the card still filled in.
    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'PAY' })).toBeEnabled());
  });

  it('speaks French: the dialog, its amount, and the failure', async () => {
    await setupTestI18n('fr');
    const { user } = renderStep();
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Pour essayer l'authentification 3-D Secure, payez avec 4000 0025 0000 3155.",
    );
    const dialog = await payAndOpenChallenge(user, FRENCH, 'Authentifiez votre paiement');
    expect(within(dialog).getByText(/confirmer le paiement de 10,00\s\$\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Réussir l'authentification" })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: "Faire échouer l'authentification" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Nous ne parvenons pas à authentifier votre moyen de paiement\. Veuillez choisir un autre moyen de paiement et réessayer\.$/,
    );
  });
});
