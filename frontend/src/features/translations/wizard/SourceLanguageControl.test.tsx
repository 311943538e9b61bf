import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import type { TranslationQuote } from '@/lib/api-types';
import { QuoteStep } from './QuoteStep';
import { buildQuote } from './testing/fixtures';
import { createWizardStore, STEP_INDEX } from './wizard-store';
import { useWizard } from './use-wizard';

// Rendering MUI selects takes seconds when the machine is busy; results do not depend on time.
const SLOW_UI_TIMEOUT = 20_000;

const SOURCES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
];

/** The quote step of a wizard whose upload answered `quote` (its own store, not the app's). */
function renderQuote(quote: TranslationQuote) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  } as Storage;
  const store = createWizardStore(storage);
  store.actions.reset(1);
  store.actions.chooseLanguage(2);
  store.actions.chooseFormat('pdf');
  store.actions.next();
  store.actions.quoteReceived(store.actions.uploadStarted(quote.filename), quote);
  function Harness() {
    const { state, actions } = useWizard(1, store);
    return <QuoteStep state={state} actions={actions} />;
  }
  render(<Harness />);
  return { store, user: userEvent.setup({ delay: null }) };
}

const languageBlock = () => screen.getByTestId('source-language');
const accept = () => screen.getByRole('button', { name: 'Accept' });

async function chooseLanguage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(languageBlock()).getByRole('combobox', { name: 'Document language' }));
  await user.click(await screen.findByRole('option', { name }));
}

beforeEach(async () => {
  await setupTestI18n('en');
});
afterEach(async () => {
  await setupTestI18n('en');
});

describe('the quote’s document language', { timeout: SLOW_UI_TIMEOUT }, () => {
  it('shows "Document language: English (detected) (change)"; changing it keeps the translation and the quote', async () => {
    const quote = buildQuote({
      sourceLanguage: 'en',
      sourceLanguageStatus: 'detected',
      detectedLanguage: 'en',
      languageConfidence: 0.93,
      sourceLanguages: SOURCES,
    });
    const fetchMock = mockApi({
      'PUT /translations/17/source-language': jsonResponse({
        ...quote,
        sourceLanguage: 'es',
        sourceLanguageStatus: 'given',
        detectedLanguage: null,
        languageConfidence: null,
      }),
    });
    const { store, user } = renderQuote(quote);
    expect(languageBlock()).toHaveTextContent('Document language:English (detected)(change)');
    expect(within(languageBlock()).queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change the document language' }));
    await chooseLanguage(user, 'Spanish');

    await waitFor(() => expect(languageBlock()).toHaveTextContent('Document language:Spanish (your choice)(change)'));
    expect(callsTo(fetchMock, 'PUT /translations/17/source-language')).toEqual([
      { body: { source_language: 'es' }, headers: expect.any(Object) },
    ]);
    // Same translation and prices; what the analysis detected is kept.
    expect(store.getState().quote).toEqual({
      ...quote,
      sourceLanguage: 'es',
      sourceLanguageStatus: 'given',
      detectedLanguage: 'en',
      languageConfidence: 0.93,
    });
    await user.click(accept());
    expect(store.getState().stepIndex).toBe(STEP_INDEX.address);
  });

  it('asks for the language instead of refusing the document: Accept waits until one is chosen', async () => {
    const quote = buildQuote({
      sourceLanguage: '',
      sourceLanguageStatus: 'needed',
      detectedLanguage: 'de',
      languageConfidence: 0.98,
      sourceLanguages: SOURCES,
    });
    mockApi({
      'PUT /translations/17/source-language': jsonResponse({
        ...quote,
        sourceLanguage: 'en',
        sourceLanguageStatus: 'given',
        detectedLanguage: null,
        languageConfidence: null,
      }),
    });
    const { store, user } = renderQuote(quote);
    expect(languageBlock()).toHaveTextContent(
      'This document looks like German, which we cannot translate from yet. If it is in another language, please choose it below.',
    );
    expect(accept()).toBeDisabled();

    await chooseLanguage(user, 'English');

    await waitFor(() => expect(accept()).toBeEnabled());
    expect(languageBlock()).toHaveTextContent('Document language:English (your choice)');
    expect(store.getState().quote?.sourceLanguage).toBe('en');
  });

  it('says when the detection is unsure, and shows the server’s refusal of a choice', async () => {
    const quote = buildQuote({
      sourceLanguage: 'en',
      sourceLanguageStatus: 'unsure',
      detectedLanguage: 'en',
      languageConfidence: 0.3,
      sourceLanguages: SOURCES,
    });
    mockApi({ 'PUT /translations/17/source-language': errorResponse('We cannot translate from Spanish to French yet.') });
    const { store, user } = renderQuote(quote);
    expect(languageBlock()).toHaveTextContent('We think this document is in English, but we are not sure.');
    expect(accept()).toBeEnabled();

    await chooseLanguage(user, 'Spanish');

    expect(await within(languageBlock()).findByText('We cannot translate from Spanish to French yet.')).toBeInTheDocument();
    expect(store.getState().quote?.sourceLanguage).toBe('en');
  });

  it('speaks French, with the language names in lower case within a sentence', async () => {
    await setupTestI18n('fr');
    const quote = buildQuote({
      sourceLanguage: 'en',
      sourceLanguageStatus: 'unsure',
      detectedLanguage: 'en',
      sourceLanguages: [
        { value: 'en', label: 'Anglais' },
        { value: 'es', label: 'Espagnol' },
      ],
    });
    mockApi({});
    renderQuote(quote);
    expect(languageBlock()).toHaveTextContent('Langue du document :Anglais (détectée)');
    expect(languageBlock()).toHaveTextContent('Nous pensons que ce document est en anglais, sans en être sûrs.');
  });

  it('names the languages in the interface language, also when the quote was made in the other one', async () => {
    // The server named the languages in French at the upload; the customer reads the interface in English now.
    const quote = buildQuote({
      sourceLanguage: 'en',
      sourceLanguageStatus: 'needed',
      detectedLanguage: 'de',
      sourceLanguages: [
        { value: 'en', label: 'Anglais' },
        { value: 'es', label: 'Espagnol' },
      ],
    });
    mockApi({});
    const { user } = renderQuote(quote);
    await user.click(within(languageBlock()).getByRole('combobox', { name: 'Document language' }));
    expect(await screen.findByRole('option', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Spanish' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Anglais' })).not.toBeInTheDocument();
  });

  it('an older answer without the language fields shows the language without a way to change it', () => {
    mockApi({});
    renderQuote(buildQuote());
    expect(languageBlock()).toHaveTextContent('Document language:English (detected)');
    expect(screen.queryByRole('button', { name: 'Change the document language' })).not.toBeInTheDocument();
    expect(accept()).toBeEnabled();
  });
});
