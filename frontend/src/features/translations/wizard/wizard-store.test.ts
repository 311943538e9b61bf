import { describe, expect, it } from 'vitest';
import type { BillingAddress } from '@/lib/api-types';
import { buildQuote } from './testing/fixtures';
import { canGoBack, createWizardStore, initialWizardState, isStepComplete, STEP_INDEX } from './wizard-store';

const ADDRESS: BillingAddress = {
  id: 3,
  street: '100 Queen St W',
  city: 'Toronto',
  region: { id: 9, label: 'Ontario', value: 'ON' },
  postalCode: 'M5H 2N2',
  country: { id: 1, label: 'Canada', value: 'CA' },
  regionLabel: 'Ontario',
  countryLabel: 'Canada',
};

/** A store on its own in-memory storage, already at the quote step for user 1. */
function storeAtQuote(storage = fakeStorage()) {
  const store = createWizardStore(storage);
  store.actions.reset(1);
  store.actions.chooseLanguage(2);
  store.actions.chooseFormat('pdf');
  store.actions.next();
  const id = store.actions.uploadStarted('report.pdf');
  store.actions.quoteReceived(id, buildQuote());
  return store;
}

function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('wizard rules', () => {
  it('step 1 is complete with a language and a format', () => {
    const state = initialWizardState(1);
    expect(isStepComplete(state, 0)).toBe(false);
    expect(isStepComplete({ ...state, targetLanguageId: 2 }, 0)).toBe(false);
    expect(isStepComplete({ ...state, outputFormat: 'same-as-original' }, 0)).toBe(false);
    expect(isStepComplete({ ...state, targetLanguageId: 2, outputFormat: 'same-as-original' }, 0)).toBe(true);
  });

  it('step 4 is complete with an address, saved or from the session, unless it is being edited', () => {
    const state = { ...initialWizardState(1), stepIndex: STEP_INDEX.address };
    expect(isStepComplete(state, STEP_INDEX.address, null)).toBe(false);
    expect(isStepComplete(state, STEP_INDEX.address, ADDRESS)).toBe(true);
    expect(isStepComplete({ ...state, confirmedAddress: ADDRESS }, STEP_INDEX.address, null)).toBe(true);
    expect(isStepComplete({ ...state, editingAddress: true }, STEP_INDEX.address, ADDRESS)).toBe(false);
  });

  it('the payment step never enables Next', () => {
    expect(isStepComplete({ ...initialWizardState(1), quote: buildQuote(), quoteAccepted: true }, STEP_INDEX.payment, ADDRESS)).toBe(false);
  });

  it('Back is disabled on the first step, on step index 2 and during an upload', () => {
    const state = initialWizardState(1);
    expect([0, 1, 2, 3, 4].map((stepIndex) => canGoBack({ ...state, stepIndex }))).toEqual([false, true, false, true, true]);
    expect(canGoBack({ ...state, stepIndex: 1, upload: { ...state.upload, phase: 'analyzing' } })).toBe(false);
  });
});

describe('createWizardStore', () => {
  it('preferFormat opens a fresh or untouched wizard with the format chosen, and leaves an order under way alone', () => {
    const fresh = createWizardStore(fakeStorage());
    fresh.actions.preferFormat(7, 'docx');
    expect(fresh.getState()).toMatchObject({ userId: 7, stepIndex: 0, outputFormat: 'docx', targetLanguageId: null });

    const othersWizard = createWizardStore(fakeStorage());
    othersWizard.actions.reset(1);
    othersWizard.actions.chooseLanguage(2);
    othersWizard.actions.preferFormat(7, 'bilingual-pdf');
    expect(othersWizard.getState()).toMatchObject({ userId: 7, outputFormat: 'bilingual-pdf', targetLanguageId: null });

    const underWay = storeAtQuote();
    underWay.actions.preferFormat(1, 'docx');
    expect(underWay.getState()).toMatchObject({ stepIndex: STEP_INDEX.quote, outputFormat: 'pdf' });
  });

  it('moves one step at a time and only from a complete step', () => {
    const store = createWizardStore(fakeStorage());
    store.actions.reset(1);
    store.actions.next();
    expect(store.getState().stepIndex).toBe(0);
    store.actions.chooseLanguage(2);
    store.actions.chooseFormat('docx');
    store.actions.next();
    expect(store.getState().stepIndex).toBe(1);
    store.actions.next();
    expect(store.getState().stepIndex).toBe(1);
    store.actions.back();
    expect(store.getState().stepIndex).toBe(0);
    store.actions.back();
    expect(store.getState().stepIndex).toBe(0);
  });

  it('the quote moves to step 3; Accept to step 4; Back from step 3 does nothing', () => {
    const store = storeAtQuote();
    expect(store.getState()).toMatchObject({ stepIndex: 2, quote: { translationId: 17 }, upload: { phase: 'idle' } });
    store.actions.back();
    expect(store.getState().stepIndex).toBe(2);
    store.actions.acceptQuote();
    expect(store.getState()).toMatchObject({ stepIndex: 3, quoteAccepted: true });
  });

  it('a language change keeps the scanned pages and their notice, which its answer does not repeat', () => {
    const store = createWizardStore(fakeStorage());
    store.actions.reset(1);
    store.actions.chooseLanguage(2);
    store.actions.chooseFormat('pdf');
    store.actions.next();
    const id = store.actions.uploadStarted('scan.pdf');
    const notice = 'Pages 1–4 are scans: their text will be recognised automatically.';
    store.actions.quoteReceived(id, buildQuote({ scannedPages: [1, 2, 3, 4], warnings: [notice] }));
    const quote = store.getState().quote!;
    store.actions.sourceLanguageChanged({
      ...quote,
      sourceLanguage: 'fr',
      sourceLanguageStatus: 'given',
      scannedPages: null,
      warnings: [],
    });
    expect(store.getState().quote).toMatchObject({ sourceLanguage: 'fr', scannedPages: [1, 2, 3, 4], warnings: [notice] });
  });

  it('a late answer of an abandoned upload changes nothing', () => {
    const store = createWizardStore(fakeStorage());
    store.actions.reset(1);
    store.actions.chooseLanguage(2);
    store.actions.chooseFormat('pdf');
    store.actions.next();
    const first = store.actions.uploadStarted('a.pdf');
    store.actions.reset();
    store.actions.quoteReceived(first, buildQuote());
    store.actions.uploadFailed(first, { kind: 'generic' });
    expect(store.getState()).toEqual(initialWizardState(1));
  });

  it('a failed upload forgets the file and keeps the reason', () => {
    const store = createWizardStore(fakeStorage());
    store.actions.reset(1);
    const id = store.actions.uploadStarted('a.pdf');
    store.actions.uploadProgress(id, 40);
    expect(store.getState().upload).toMatchObject({ phase: 'uploading', fileName: 'a.pdf', percent: 40 });
    store.actions.uploadSent(id);
    expect(store.getState().upload.phase).toBe('analyzing');
    store.actions.uploadFailed(id, { kind: 'server', detail: 'Encrypted PDF' });
    expect(store.getState().upload).toMatchObject({ phase: 'idle', fileName: null, error: { kind: 'server', detail: 'Encrypted PDF' } });
  });

  it('survives a reload (sessionStorage) without the upload in flight, and reset forgets it', () => {
    const storage = fakeStorage();
    const store = storeAtQuote(storage);
    store.actions.acceptQuote();
    store.actions.addressSaved(ADDRESS);
    store.actions.next(null);
    expect(store.getState().stepIndex).toBe(4);

    const reloaded = createWizardStore(storage).getState();
    expect(reloaded).toMatchObject({ userId: 1, stepIndex: 4, targetLanguageId: 2, outputFormat: 'pdf', quoteAccepted: true });
    expect(reloaded.quote).toEqual(buildQuote());
    expect(reloaded.confirmedAddress).toEqual(ADDRESS);

    store.actions.reset();
    expect(createWizardStore(storage).getState()).toEqual(initialWizardState());
  });

  it('a stored step past the document step without a quote restarts at the document step', () => {
    const storage = fakeStorage();
    storage.setItem('translation_wizard', JSON.stringify({ userId: 1, stepIndex: 4, targetLanguageId: 2, outputFormat: 'pdf' }));
    expect(createWizardStore(storage).getState()).toMatchObject({ stepIndex: 1, quote: null });
    storage.setItem('translation_wizard', '{not json');
    expect(createWizardStore(storage).getState()).toEqual(initialWizardState());
  });

  it('editing the address from the payment step returns to step 4 with the form open', () => {
    const store = storeAtQuote();
    store.actions.acceptQuote();
    store.actions.next(ADDRESS);
    expect(store.getState().stepIndex).toBe(4);
    store.actions.editAddress();
    expect(store.getState()).toMatchObject({ stepIndex: 3, editingAddress: true });
    store.actions.stopEditingAddress();
    store.actions.next(ADDRESS);
    store.actions.back();
    expect(store.getState()).toMatchObject({ stepIndex: 3, editingAddress: false });
  });
});
