/* eslint-disable max-lines -- the wizard is one screen whose five steps share one store and one mocked API; each
   describe below is a step, and splitting them into files would copy the set-up (fake XHR, session, API answers). */
import type { ComponentProps } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api-types';
import { COUNTRIES, ONTARIO_ADDRESS } from '@/testing/billing-fixtures';
import type { OrderFlowParts } from '../order-flow-parts';
import { getToken } from '@/lib/storage';
import { FakeXhr, installFakeXhr, lastXhr } from '@/lib/upload.test-support';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage, renderRoute } from '@/testing/test-utils';
import type { TranslationQuote } from '@/lib/api-types';
import { QuoteStep } from '../wizard/QuoteStep';
import { buildQuote, TARGET_LANGUAGES } from '../wizard/testing/fixtures';
import { initialWizardState, resetWizard, wizardStore } from '../wizard/wizard-store';
import { CreateTranslationRoute } from '@/app/order-flow/CreateTranslationRoute';

// The payment step is another component's business; here it only has to receive the quote and edit the address.
vi.mock('@/features/payments/components/PaymentStep', async () => {
  const { useSearchParams } = await import('react-router');
  return {
    PaymentStep: ({ quote, onEditAddress }: ComponentProps<OrderFlowParts['PaymentStep']>) => {
      const [, setSearchParams] = useSearchParams();
      return (
        <div data-testid="payment-step">
          <span data-testid="payment-quote">{quote ? String(quote.translationId) : 'none'}</span>
          <button type="button" onClick={onEditAddress}>
            payment-edit-address
          </button>
          {/* What the real step does when the payment of the link is unknown: it says so and drops the link. */}
          <button type="button" onClick={() => setSearchParams({}, { replace: true })}>
            payment-drop-link
          </button>
        </div>
      );
    },
  };
});

// Rendering MUI forms and typing into them takes seconds when the machine is busy; results do not depend on time.
const SLOW_UI_TIMEOUT = 20_000;

type Routes = Parameters<typeof mockApi>[0];

function renderWizard({
  user = buildUser(),
  routes = {},
  path = '/create-translation',
}: { user?: User; routes?: Routes; path?: string } = {}) {
  const session = storeSession(user);
  const savedUser = buildUser({ ...user, billingAddress: ONTARIO_ADDRESS });
  const fetchMock = mockApi({
    'GET /auth/check': jsonResponse(session),
    'GET /translations/target-languages': jsonResponse(TARGET_LANGUAGES),
    'GET /countries': jsonResponse(COUNTRIES),
    'PUT /users/billing-address': jsonResponse({ user: savedUser }),
    'GET /user': jsonResponse({ user: savedUser, token: session.token }),
    ...routes,
  });
  const view = renderPage(<CreateTranslationRoute />, path);
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}

/** Puts the wizard of user 1 on the quote step with `quote`, as an upload would have. */
function seedQuote(quote: TranslationQuote = buildQuote(), userId = 1) {
  const { actions } = wizardStore;
  actions.reset(userId);
  actions.chooseLanguage(2);
  actions.chooseFormat('pdf');
  actions.next();
  actions.quoteReceived(actions.uploadStarted(quote.filename), quote);
}

/** …then accepted, on the address step. */
function seedAddressStep(quote?: TranslationQuote) {
  seedQuote(quote);
  wizardStore.actions.acceptQuote();
}

const next = () => screen.getByRole('button', { name: 'Next' });
const back = () => screen.getByRole('button', { name: 'Back' });
const stepTitle = () => screen.getByRole('heading', { level: 2 });
const pdf = (name = 'report.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const documentInput = () => screen.getByTestId<HTMLInputElement>('document-input');

/** The quote's rows as [term, value]. */
function quoteRows() {
  return screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

beforeEach(() => {
  resetWizard();
  installFakeXhr();
});

describe('the wizard frame', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('step 1 of 5: Back disabled, Next disabled until a language and a format are chosen', async () => {
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a translation' })).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Language and format');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();

    const languages = await screen.findByRole('radiogroup', { name: 'Target language' });
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['English', 'French', 'Spanish']);
    const formats = screen.getByRole('radiogroup', { name: 'Output format' });
    expect(
      within(formats)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['PDF', 'Word (DOCX)', 'Bilingual PDF (each original page followed by its translation)', 'Same as the original']);

    await user.click(screen.getByRole('radio', { name: 'French' }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Same as the original' }));
    expect(next()).toBeEnabled();
  });

  it('Next and Back move one step; the new step title takes the focus; choices are kept', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: 'Spanish' }));
    await user.click(screen.getByRole('radio', { name: 'PDF' }));
    await user.click(next());
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Document');
    expect(stepTitle()).toHaveFocus();
    expect(back()).toBeEnabled();
    expect(next()).toBeDisabled();

    await user.click(back());
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Spanish' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'PDF' })).toBeChecked();
  });

  it('the choices can be made with the keyboard alone', async () => {
    const { user } = renderWizard();
    await screen.findByRole('radio', { name: 'English' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'French' })).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'PDF' })).toBeChecked();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('shows the server detail, or "An error occurred", when the languages cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderWizard({
      routes: {
        'GET /translations/target-languages': () =>
          ++calls === 1 ? errorResponse('Service unavailable', 503) : new Response('', { status: 500 }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred'));
  });

  it('speaks French', async () => {
    await setupTestI18n('fr');
    renderWizard();
    expect(screen.getByText('Étape 1 sur 5')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Langue et format');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(await screen.findByRole('radio', { name: "Identique à l'original" })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PDF bilingue (chaque page originale suivie de sa traduction)' })).toBeInTheDocument();
  });
});

const BILINGUAL = 'Bilingual PDF (each original page followed by its translation)';

describe('step 2: the document', { timeout: SLOW_UI_TIMEOUT }, () => {
  async function toDocumentStep(
    format: 'PDF' | 'Word (DOCX)' | 'Same as the original' | typeof BILINGUAL = 'Word (DOCX)',
    routes: Routes = {},
  ) {
    const view = renderWizard({ routes });
    await view.user.click(await screen.findByRole('radio', { name: 'French' }));
    await view.user.click(screen.getByRole('radio', { name: format }));
    await view.user.click(next());
    return view;
  }

  it('uploads with a progress bar, then says the document is being analysed, then shows the quote', async () => {
    const { user } = await toDocumentStep();
    expect(screen.getByRole('button', { name: 'Choose document' })).toBeEnabled();
    await user.upload(documentInput(), pdf());

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/prod/api/translations');
    expect(xhr.requestHeaders.Authorization).toBe('Bearer token-123');
    expect(xhr.formFields()).toEqual({ user_id: '1', target_language_id: '2', output_format: 'docx', file: 'report.pdf' });

    act(() => xhr.progress(512, 1024));
    expect(screen.getByText('Uploading report.pdf')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50% uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose document' })).toBeDisabled();
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();

    act(() => {
      xhr.progress(1024, 1024);
      xhr.finishUpload();
    });
    expect(screen.getByText('Analyzing document, do not refresh the page.')).toBeInTheDocument();
    expect(screen.getByText('Analysis time depends on document size')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();

    act(() => xhr.respond(201, buildQuote()));
    expect(await screen.findByText('Step 3 of 5')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Review your quote');
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it('the bilingual PDF is sent as output_format bilingual-pdf', async () => {
    const { user } = await toDocumentStep(BILINGUAL);
    await user.upload(documentInput(), pdf());
    expect(lastXhr().formFields()).toEqual({ user_id: '1', target_language_id: '2', output_format: 'bilingual-pdf', file: 'report.pdf' });
  });

  it('"same as the original" sends no output_format', async () => {
    const { user } = await toDocumentStep('Same as the original');
    await user.upload(documentInput(), pdf('Annual Report.PDF'));
    expect(lastXhr().formFields()).toEqual({ user_id: '1', target_language_id: '2', file: 'Annual Report.PDF' });
  });

  it('refuses a file that is not a .pdf, without sending it', async () => {
    await toDocumentStep();
    expect(documentInput()).toHaveAttribute('accept', '.pdf,application/pdf');
    const careless = userEvent.setup({ applyAccept: false });
    await careless.upload(documentInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files are accepted');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a refused upload clears the file and shows the server detail; the same file can then be chosen again', async () => {
    const { user } = await toDocumentStep();
    await user.upload(documentInput(), pdf());
    act(() => lastXhr().finishUpload());
    act(() => lastXhr().respond(422, { detail: 'This PDF is encrypted.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF is encrypted.');
    expect(screen.queryByText('report.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('Analyzing document, do not refresh the page.')).not.toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose document' })).toBeEnabled();
    expect(back()).toBeEnabled();
    expect(next()).toBeDisabled();

    await user.upload(documentInput(), pdf());
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [429, 'You have uploaded 20 documents in the last hour, the most we accept. Please try again in 42 min.'],
    [
      429,
      'You have 10 documents awaiting payment, the most we keep at once. Please pay for one of them, or wait until unpaid quotes expire (24 hours after upload), then upload this one again.',
    ],
    [503, 'We are analysing many documents right now. Please try again in a minute.'],
  ])('an upload limit (%i) shows the server detail and lets the user choose the file again', async (status, detail) => {
    const { user } = await toDocumentStep();
    await user.upload(documentInput(), pdf());
    act(() => lastXhr().finishUpload());
    act(() => lastXhr().respond(status, { detail }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('button', { name: 'Choose document' })).toBeEnabled();
    expect(next()).toBeDisabled();
  });

  it('without a detail (or on a network failure): "An error occurred"', async () => {
    const { user } = await toDocumentStep();
    await user.upload(documentInput(), pdf());
    act(() => lastXhr().respond(500, '', { statusText: 'Internal Server Error', contentType: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');

    await user.upload(documentInput(), pdf());
    act(() => lastXhr().failNetwork());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred'));
  });

  it('the expired-credentials answer logs out', async () => {
    const { user } = await toDocumentStep();
    await user.upload(documentInput(), pdf());
    act(() => lastXhr().respond(401, { detail: 'Could not validate credentials or expired token' }));
    await waitFor(() => expect(getToken()).toBeNull());
  });
});

describe('step 3: the quote', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('shows document, pages, price per page, subtotal and currency; Accept goes to the billing address', async () => {
    seedQuote();
    const { user } = renderWizard();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(quoteRows()).toEqual([
      ['Document', 'report.pdf'],
      ['Pages', '3'],
      ['Price per page', '$2.95'],
      ['Subtotal', '$8.85'],
      ['Currency', 'CAD'],
    ]);
    expect(screen.queryByText('Before you pay')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Billing address');
    // Back to the accepted quote: Next is enabled there now.
    await user.click(back());
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('with a long-document incentive: no price-per-page row, the two prices in words instead', () => {
    seedQuote(
      buildQuote({
        pageCount: 120,
        pagePrice: 2.95,
        longDocIncentive: { afterPage: 50, pagePrice: 2 },
        subTotal: 287.5,
        subTotalCents: 28750,
      }),
    );
    renderWizard();
    expect(quoteRows()).toEqual([
      ['Document', 'report.pdf'],
      ['Pages', '120'],
      ['Pricing', 'Pages 1 to 50: $2.95 per pageFrom page 51: $2.00 per page'],
      ['Subtotal', '$287.50'],
      ['Currency', 'CAD'],
    ]);
    expect(screen.queryByText('Price per page')).not.toBeInTheDocument();
  });

  it('shows the analysis warnings before payment', () => {
    seedQuote(
      buildQuote({
        imageOnlyPages: [2, 5],
        warnings: ['Page 2 contains only images; its text will not be translated.', 'Page 5 contains only images.'],
      }),
    );
    renderWizard();
    const warning = screen.getByText('Before you pay').closest('[role="alert"]') as HTMLElement;
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Page 2 contains only images; its text will not be translated.', 'Page 5 contains only images.']);
  });

  it('names the image-only pages itself when the server sent no sentence', () => {
    seedQuote(buildQuote({ imageOnlyPages: [2, 5], warnings: [] }));
    renderWizard();
    expect(screen.getByText('These pages contain only images; their text will not be translated: 2, 5.')).toBeInTheDocument();
  });

  it('names the scanned pages, read automatically, when the server sent no sentence', () => {
    seedQuote(buildQuote({ scannedPages: [1, 2, 3, 4], imageOnlyPages: [], warnings: [] }));
    renderWizard();
    expect(screen.getByText('These pages are scans: their text will be recognised automatically: 1, 2, 3, 4.')).toBeInTheDocument();
  });

  it('Cancel starts again from step 1 with nothing chosen', async () => {
    seedQuote();
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'French' });
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(next()).toBeDisabled();
    expect(wizardStore.getState()).toEqual(initialWizardState(1));
    expect(sessionStorage.getItem('translation_wizard')).toBeNull();
  });

  it('"Missing quote data" without a quote, "Could not find pricing info" without a price', async () => {
    mockApi({});
    const state = { ...initialWizardState(1), stepIndex: 2 };
    const { unmount } = render(<QuoteStep state={state} actions={wizardStore.actions} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Missing quote data');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    unmount();

    render(<QuoteStep state={{ ...state, quote: buildQuote({ currency: { value: '' } }) }} actions={wizardStore.actions} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not find pricing info');
  });
});

describe('step 4: the billing address', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('without an address: the form; saving it confirms the address and completes the step', async () => {
    seedAddressStep();
    const { user, fetchMock } = renderWizard();
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(await screen.findByRole('textbox', { name: 'Street Address' }), '100 Queen St W');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Toronto');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'ON');
    await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), 'M5H2N2');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address confirmed!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /users/billing-address')[0].body).toEqual({
      userId: 1,
      street: '100 Queen St W',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryId: 1,
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Ontario')).toBeInTheDocument();
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(await screen.findByTestId('payment-quote')).toHaveTextContent('17');
  });

  it('a failed save keeps the step incomplete with "Oops! Something went wrong."', async () => {
    seedAddressStep();
    const { user } = renderWizard({ routes: { 'PUT /users/billing-address': errorResponse('nope', 500) } });
    await user.type(await screen.findByRole('textbox', { name: 'Street Address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Ottawa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'ON');
    await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), 'K1A0B1');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Oops! Something went wrong.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('with an address: shown with an edit button, Next enabled; editing disables Next until saved or cancelled', async () => {
    seedAddressStep();
    const { user } = renderWizard({ user: buildUser({ billingAddress: ONTARIO_ADDRESS }) });
    expect(screen.getByText('100 Queen St W')).toBeInTheDocument();
    expect(screen.queryByText('Address confirmed!')).not.toBeInTheDocument();
    expect(next()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Edit billing address' }));
    expect(await screen.findByRole('textbox', { name: 'Street Address' })).toHaveValue('100 Queen St W');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });
});

describe('step 5: payment', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('gets the quote; its edit-address callback opens the address form on step 4; Back shows the address', async () => {
    seedAddressStep();
    const { user } = renderWizard({ user: buildUser({ billingAddress: ONTARIO_ADDRESS }) });
    await user.click(next());
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(await screen.findByTestId('payment-step')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(back()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'payment-edit-address' }));
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Street Address' })).toHaveValue('100 Queen St W');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(next());
    await user.click(back());
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit billing address' })).toBeInTheDocument();
  });

  it('a reload while the payment is confirmed (?isPolling=true) stays on the payment step, Back disabled', async () => {
    seedAddressStep();
    renderWizard({
      user: buildUser({ billingAddress: ONTARIO_ADDRESS }),
      path: '/create-translation?isPolling=true&paymentId=pi_sbx_1',
    });
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(await screen.findByTestId('payment-quote')).toHaveTextContent('17');
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it('…even when this tab has no wizard state left: the payment step gets no quote', async () => {
    renderWizard({ path: '/create-translation?isPolling=true&paymentId=pi_sbx_1' });
    expect(await screen.findByTestId('payment-quote')).toHaveTextContent('none');
  });

  it('opened on a payment link with no order in this tab: the step keeps its answer after dropping the link; Back starts over', async () => {
    const { user } = renderWizard({ path: '/create-translation?isPolling=true&paymentId=abc' });
    await user.click(await screen.findByRole('button', { name: 'payment-drop-link' }));
    // Not silently back to step 1: the payment step (and its "No payment information available") stays.
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByTestId('payment-step')).toBeInTheDocument();
    expect(back()).toBeEnabled();
    await user.click(back());
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });
});

describe('the wizard state', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('another user’s wizard (after a logout in this tab) is not shown', async () => {
    seedQuote(buildQuote(), 99);
    renderWizard();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await waitFor(() => expect(wizardStore.getState().userId).toBe(1));
    expect(wizardStore.getState().quote).toBeNull();
  });

  it('the real route is guarded: terms not accepted → /terms-of-service; accepted → the wizard', async () => {
    storeSession(buildUser({ isTermsOfServiceAccepted: false }));
    mockApi({ 'GET /auth/check': jsonResponse({ user: buildUser({ isTermsOfServiceAccepted: false }), token: 'token-123' }) });
    const guarded = renderRoute('/create-translation');
    await waitFor(() => expect(guarded.router.state.location.pathname).toBe('/terms-of-service'));
    guarded.unmount();

    const session = storeSession(buildUser());
    mockApi({
      'GET /auth/check': jsonResponse(session),
      'GET /translations/target-languages': jsonResponse(TARGET_LANGUAGES),
    });
    renderRoute('/create-translation');
    expect(await screen.findByRole('radio', { name: 'French' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
