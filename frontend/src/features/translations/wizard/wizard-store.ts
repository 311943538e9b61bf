import type { BillingAddress } from '@/lib/api-types';
import { hasBillingAddress } from '@/lib/billing-address';
import { OUTPUT_FORMATS, SAME_AS_ORIGINAL, type OutputFormatChoice } from '../utils/output-format';
import type { TranslationQuote } from '@/lib/api-types';

/** Reading B of spec §2: five steps, language first. */
export const WIZARD_STEPS = ['language', 'document', 'quote', 'address', 'payment'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];
export const STEP_INDEX = Object.fromEntries(WIZARD_STEPS.map((name, index) => [name, index])) as Record<WizardStepName, number>;
export const LAST_STEP_INDEX = WIZARD_STEPS.length - 1;

export const OUTPUT_FORMAT_CHOICES: readonly OutputFormatChoice[] = [...OUTPUT_FORMATS, SAME_AS_ORIGINAL];

/** Why the last upload attempt failed: a refused file, the server's own detail, or no detail ("An error occurred"). */
export type UploadError = { kind: 'notPdf' } | { kind: 'server'; detail: string } | { kind: 'generic' };

export interface UploadState {
  /** uploading: the body is going out (percent, or null when unknown); analyzing: the server is reading the PDF. */
  phase: 'idle' | 'uploading' | 'analyzing';
  /** Identifies the attempt, so a late answer of an abandoned attempt changes nothing. */
  id: number;
  fileName: string | null;
  percent: number | null;
  error: UploadError | null;
}

export interface WizardState {
  /** Whose wizard this is: another user (after a logout) starts afresh. */
  userId: number | null;
  stepIndex: number;
  targetLanguageId: number | null;
  outputFormat: OutputFormatChoice | null;
  /** The answer of POST /translations (the translation exists once this is set). */
  quote: TranslationQuote | null;
  quoteAccepted: boolean;
  /** Step 4 shows the form although an address exists. */
  editingAddress: boolean;
  /** The address saved during this wizard ("Address confirmed!"). */
  confirmedAddress: BillingAddress | null;
  upload: UploadState;
}

const IDLE_UPLOAD: UploadState = { phase: 'idle', id: 0, fileName: null, percent: null, error: null };

export function initialWizardState(userId: number | null = null): WizardState {
  return {
    userId,
    stepIndex: 0,
    targetLanguageId: null,
    outputFormat: null,
    quote: null,
    quoteAccepted: false,
    editingAddress: false,
    confirmedAddress: null,
    upload: IDLE_UPLOAD,
  };
}

/** The address step's address: the one saved in this wizard, else the session user's. */
export function currentAddress(state: WizardState, sessionAddress: BillingAddress | null | undefined): BillingAddress | null {
  if (hasBillingAddress(state.confirmedAddress)) return state.confirmedAddress;
  return hasBillingAddress(sessionAddress) ? sessionAddress : null;
}

/** Next is enabled once the current step is complete (spec §2). The payment step completes by leaving the wizard. */
export function isStepComplete(state: WizardState, stepIndex: number, sessionAddress?: BillingAddress | null): boolean {
  switch (WIZARD_STEPS[stepIndex]) {
    case 'language':
      return state.targetLanguageId !== null && state.outputFormat !== null;
    case 'document':
      return state.quote !== null && state.upload.phase === 'idle';
    case 'quote':
      return state.quote !== null && state.quoteAccepted;
    case 'address':
      return !state.editingAddress && currentAddress(state, sessionAddress) !== null;
    default:
      return false;
  }
}

/** Back is disabled on the first step and on the quote step (the upload already happened), and while uploading. */
export function canGoBack(state: WizardState): boolean {
  return state.stepIndex !== 0 && state.stepIndex !== STEP_INDEX.quote && state.upload.phase === 'idle';
}

const STORAGE_KEY = 'translation_wizard';

/** What survives a reload (sessionStorage, this tab only): everything but the upload in flight. */
function persistable(state: WizardState): Omit<WizardState, 'upload'> {
  const { upload: _upload, ...rest } = state;
  return rest;
}

function readStored(storage: Storage | undefined): WizardState {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return initialWizardState();
    const stored = JSON.parse(raw) as Partial<WizardState>;
    const base = initialWizardState(typeof stored.userId === 'number' ? stored.userId : null);
    const stepIndex = Number.isInteger(stored.stepIndex) ? Math.min(Math.max(stored.stepIndex!, 0), LAST_STEP_INDEX) : 0;
    const quote = stored.quote && typeof stored.quote.translationId === 'number' ? stored.quote : null;
    const state: WizardState = {
      ...base,
      targetLanguageId: typeof stored.targetLanguageId === 'number' ? stored.targetLanguageId : null,
      outputFormat: OUTPUT_FORMAT_CHOICES.includes(stored.outputFormat as OutputFormatChoice)
        ? (stored.outputFormat as OutputFormatChoice)
        : null,
      quote,
      quoteAccepted: Boolean(quote && stored.quoteAccepted),
      editingAddress: Boolean(stored.editingAddress),
      confirmedAddress: hasBillingAddress(stored.confirmedAddress) ? stored.confirmedAddress : null,
      // Never past the step whose data is missing (a quote is needed from the quote step on).
      stepIndex: quote ? stepIndex : Math.min(stepIndex, STEP_INDEX.document),
    };
    return state;
  } catch {
    return initialWizardState();
  }
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The wizard's state (spec §3 "Translation state" for the wizard): a small external store, kept in sessionStorage
 * so a reload (e.g. while the payment is polled) resumes at the same step with the same quote.
 */
export function createWizardStore(storage: Storage | undefined = sessionStore()) {
  let state = readStored(storage);
  const listeners = new Set<() => void>();

  function setState(next: WizardState) {
    const persistChanged = JSON.stringify(persistable(next)) !== JSON.stringify(persistable(state));
    state = next;
    if (persistChanged) {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(persistable(state)));
      } catch {
        // Storage full or disabled: the wizard still works, it just does not survive a reload.
      }
    }
    for (const listener of listeners) listener();
  }

  const update = (patch: Partial<WizardState>) => setState({ ...state, ...patch });
  const updateUpload = (id: number, patch: Partial<UploadState>) => {
    if (state.upload.id === id && state.upload.phase !== 'idle') update({ upload: { ...state.upload, ...patch } });
  };
  let nextUploadId = 1;

  const actions = {
    /** Back to step 1 with nothing chosen (Cancel on the quote, the success page, another user). */
    reset(userId: number | null = state.userId) {
      setState(initialWizardState(userId));
      try {
        storage?.removeItem(STORAGE_KEY);
      } catch {
        // ignore
      }
    },
    chooseLanguage(targetLanguageId: number) {
      update({ targetLanguageId });
    },
    chooseFormat(outputFormat: OutputFormatChoice) {
      update({ outputFormat });
    },
    /**
     * Opens the wizard with `outputFormat` chosen (the translations page's "The DOCX version" link): a wizard of
     * another user starts afresh; an order already past its first step is left as it is.
     */
    preferFormat(userId: number, outputFormat: OutputFormatChoice) {
      if (state.userId !== userId) setState(initialWizardState(userId));
      if (state.stepIndex === 0 && state.quote === null) update({ outputFormat });
    },
    /** One step forward, only when the current step is complete. */
    next(sessionAddress?: BillingAddress | null) {
      if (state.stepIndex < LAST_STEP_INDEX && isStepComplete(state, state.stepIndex, sessionAddress)) {
        update({ stepIndex: state.stepIndex + 1 });
      }
    },
    /** One step back, where allowed (canGoBack). */
    back() {
      if (canGoBack(state)) update({ stepIndex: state.stepIndex - 1, editingAddress: false });
    },
    /** A file was refused before sending (not a PDF). */
    fileRejected() {
      if (state.upload.phase === 'idle') update({ upload: { ...IDLE_UPLOAD, error: { kind: 'notPdf' } } });
    },
    /** Returns the attempt id the other upload actions need. */
    uploadStarted(fileName: string): number {
      const id = nextUploadId++;
      update({ upload: { phase: 'uploading', id, fileName, percent: 0, error: null } });
      return id;
    },
    uploadProgress(id: number, percent: number | null) {
      updateUpload(id, { percent });
    },
    /** The whole file is sent; the server analyses it now. */
    uploadSent(id: number) {
      updateUpload(id, { phase: 'analyzing', percent: 100 });
    },
    /** Failure clears the selected file and keeps the reason to show (spec §4). */
    uploadFailed(id: number, error: UploadError) {
      if (state.upload.id === id && state.upload.phase !== 'idle') update({ upload: { ...IDLE_UPLOAD, error } });
    },
    /** The translation exists and is quoted: on to the quote step. */
    quoteReceived(id: number, quote: TranslationQuote) {
      if (state.upload.id !== id || state.upload.phase === 'idle') return;
      update({ quote, quoteAccepted: false, upload: IDLE_UPLOAD, stepIndex: STEP_INDEX.quote });
    },
    acceptQuote() {
      if (state.quote && state.quote.sourceLanguageStatus !== 'needed') update({ quoteAccepted: true, stepIndex: STEP_INDEX.address });
    },
    /**
     * The customer named the document's language (the same translation and prices): the answer replaces the quote,
     * keeping what the upload's analysis detected (the answer of a change does not repeat it).
     */
    sourceLanguageChanged(quote: TranslationQuote) {
      if (!state.quote || state.quote.translationId !== quote.translationId) return;
      update({
        quote: {
          ...quote,
          detectedLanguage: quote.detectedLanguage ?? state.quote.detectedLanguage ?? null,
          languageConfidence: quote.languageConfidence ?? state.quote.languageConfidence ?? null,
          // The answer of a change does not say which pages are scans: the upload's answer (and its notice) stays.
          ...(quote.scannedPages == null ? { scannedPages: state.quote.scannedPages ?? null, warnings: state.quote.warnings } : {}),
        },
        quoteAccepted: false,
      });
    },
    /** Shows the address step with its form open (also PaymentStep's onEditAddress). */
    editAddress() {
      if (!state.quoteAccepted) return;
      update({ stepIndex: STEP_INDEX.address, editingAddress: true });
    },
    stopEditingAddress() {
      update({ editingAddress: false });
    },
    addressSaved(address: BillingAddress) {
      update({ confirmedAddress: address, editingAddress: false });
    },
  };

  return {
    getState: (): WizardState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    actions,
  };
}

export type WizardStore = ReturnType<typeof createWizardStore>;

/** The app's one wizard. */
export const wizardStore = createWizardStore();

/** Clears the wizard (the payment success page calls this: "resets translation state", spec §2). */
export function resetWizard(): void {
  wizardStore.actions.reset();
}
