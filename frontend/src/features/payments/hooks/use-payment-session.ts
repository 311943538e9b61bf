import type { MessageKey } from '@pt/libs/messages';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, paymentSuccessPath } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import { ApiError } from '@/lib/api-client';
import type { StripePayment, TranslationQuote } from '@/lib/api-types';
import { cancelPaygPayment } from '../api/cancel-payg-payment';
import { createPaygPayment } from '../api/create-payg-payment';
import { updatePaymentStatus } from '../api/update-payment-status';
import type { CardConfirmation, ConfirmWithCard } from '../components/card-form';
import { isPaymentReference, toReportableStatus } from '../utils/payment-status';
import type { PollResult } from '../utils/poll-payment-status';
import { usePaymentPolling } from './use-payment-polling';

/** form: card form shown; paying: a card confirmation is in flight; polling: waiting for the final status. */
export type PaymentPhase = 'form' | 'paying' | 'polling' | 'timeout' | 'stopped';

/** A line of a notice, resolved at render time so a language switch re-translates it. */
export type NoticeLine =
  | { message: MessageKey; params?: Record<string, string> }
  | { text: 'payment.refunded' | 'payment.cancelFailed' }
  /** The provider's or the server's own words, shown as they are. */
  | { raw: string };

export interface PaymentNotice {
  severity: 'error' | 'info';
  lines: NoticeLine[];
}

/** The creation of the open payment (POST /translations/payg_payment). */
export type PaymentCreation = { status: 'idle' | 'loading' | 'ready' } | { status: 'error'; detail: string | null };

export interface PaymentSessionState {
  payment: StripePayment | null;
  creation: PaymentCreation;
  phase: PaymentPhase;
  notice: PaymentNotice | null;
  /** Edit is cancelling the open payment. */
  cancelling: boolean;
}

export type PaymentSessionAction =
  | { type: 'creationStarted' }
  | { type: 'created'; payment: StripePayment }
  | { type: 'creationFailed'; detail: string | null }
  | { type: 'payStarted' }
  /** The attempt is over without a payment: the form comes back with the reason. */
  | { type: 'failed'; lines: NoticeLine[] }
  /** Polling ended somewhere the form must not come back (paying again could charge twice). */
  | { type: 'stopped'; notice: PaymentNotice }
  | { type: 'pollingStarted' }
  | { type: 'pollingTimedOut' }
  | { type: 'cancelStarted' }
  | { type: 'cancelFailed'; detail: string | null }
  | { type: 'cancelDone' };

/** Where a step starts: polling a resumed payment, the "no payment information" notice for a broken resume URL, else the form. */
export function initialPaymentSession(resume: { paymentId: string | null } | null): PaymentSessionState {
  return {
    payment: null,
    creation: { status: 'idle' },
    phase: resume?.paymentId ? 'polling' : 'form',
    notice: resume && !resume.paymentId ? { severity: 'error', lines: [{ message: 'noPaymentInformation' }] } : null,
    cancelling: false,
  };
}

/** The payment step's state machine (no effects: the hook below calls the API and dispatches what it learns). */
export function paymentSessionReducer(state: PaymentSessionState, action: PaymentSessionAction): PaymentSessionState {
  switch (action.type) {
    case 'creationStarted':
      return { ...state, payment: null, creation: { status: 'loading' } };
    case 'created':
      return { ...state, payment: action.payment, creation: { status: 'ready' } };
    case 'creationFailed':
      return { ...state, creation: { status: 'error', detail: action.detail } };
    case 'payStarted':
      return { ...state, phase: 'paying', notice: null };
    case 'failed':
      return { ...state, phase: 'form', notice: { severity: 'error', lines: action.lines } };
    case 'stopped':
      return { ...state, phase: 'stopped', notice: action.notice };
    case 'pollingStarted':
      return { ...state, phase: 'polling' };
    case 'pollingTimedOut':
      return { ...state, phase: 'timeout' };
    case 'cancelStarted':
      return { ...state, cancelling: true, notice: null };
    case 'cancelFailed':
      return {
        ...state,
        cancelling: false,
        notice: {
          severity: 'error',
          lines: [{ text: 'payment.cancelFailed' }, ...(action.detail ? [{ raw: action.detail }] : [])],
        },
      };
    case 'cancelDone':
      return { ...state, cancelling: false };
  }
}

function serverDetail(error: unknown): string | null {
  return error instanceof ApiError ? error.serverDetail : null;
}

/** A refusal that asking again will not change (not a network failure, timeout, throttling or server error). */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

export interface PaymentSessionInput {
  /** The accepted quote; null when the page was reloaded while confirming (the resume URL names the payment). */
  quote: TranslationQuote | null;
  /** Creating a payment needs a signed-in user with a billing address. */
  canPay: boolean;
  onEditAddress: () => void;
}

/**
 * The payment of the wizard's last step: creates the open payment (again after a failure), confirms it with the card
 * form's function, reports the status, puts `?isPolling=true&paymentId=…` in the URL (a reload resumes polling and
 * never pays again) and polls until the payment is final: succeeded → the success page; failed → the reason and a
 * fresh payment. Edit (and leaving the step unpaid) cancels the open payment.
 */
export function usePaymentSession({ quote, canPay, onEditAddress }: PaymentSessionInput) {
  const message = useMessage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();

  // Read once, on arrival: a reload while confirming resumes polling for that payment instead of showing the form.
  const [resume] = useState(() => {
    if (searchParams.get('isPolling') !== 'true') return null;
    const paymentId = searchParams.get('paymentId');
    return { paymentId: isPaymentReference(paymentId) ? paymentId : null };
  });

  const [state, dispatch] = useReducer(paymentSessionReducer, resume, initialPaymentSession);

  // Refs, not state, so a second click in the same tick sees the first one (no double confirmation).
  const busyRef = useRef(Boolean(resume?.paymentId));
  const paymentRef = useRef<StripePayment | null>(null);
  const pollingIdRef = useRef<string | null>(resume?.paymentId ?? null);
  const creationRef = useRef<AbortController | null>(null);

  const translationId = quote?.translationId;
  const canCreate = translationId !== undefined && canPay;

  const loadPayment = useCallback(() => {
    if (translationId === undefined) return;
    creationRef.current?.abort();
    const controller = new AbortController();
    creationRef.current = controller;
    paymentRef.current = null;
    dispatch({ type: 'creationStarted' });
    createPaygPayment(translationId, controller.signal).then(
      (created) => {
        if (controller.signal.aborted) return;
        paymentRef.current = created;
        dispatch({ type: 'created', payment: created });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'creationFailed', detail: serverDetail(error) });
      },
    );
  }, [translationId]);

  useEffect(() => {
    if (!canCreate || resume?.paymentId) return;
    loadPayment();
    return () => creationRef.current?.abort();
  }, [canCreate, loadPayment, resume]);

  // Leaving the step unpaid (Back, another page) cancels the open payment, as Edit does. Not while a confirmation or
  // the polling runs (busy), and not once Edit has cancelled it already. The server would reuse or replace an open
  // payment anyway; this just closes it at the provider.
  const translationIdRef = useRef(translationId);
  useEffect(() => {
    translationIdRef.current = translationId;
  });
  useEffect(
    () => () => {
      const open = paymentRef.current;
      const id = translationIdRef.current;
      if (busyRef.current || !open || id === undefined) return;
      paymentRef.current = null;
      void cancelPaygPayment(id, open.id).catch(() => undefined);
    },
    [],
  );

  const setPollingParams = useCallback(
    (paymentId: string | null) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (paymentId) {
            next.set('isPolling', 'true');
            next.set('paymentId', paymentId);
          } else {
            next.delete('isPolling');
            next.delete('paymentId');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  /** The attempt is over without a payment: say why, and make the form usable again with a fresh payment. */
  const fail = (lines: NoticeLine[]) => {
    setPollingParams(null);
    pollingIdRef.current = null;
    busyRef.current = false;
    dispatch({ type: 'failed', lines });
    if (canCreate) loadPayment();
  };

  const startPolling = usePaymentPolling((result: PollResult) => {
    switch (result.kind) {
      case 'succeeded': {
        const order = result.answer.orderNumber;
        void navigate(order ? paymentSuccessPath(order) : paths.paymentSuccess, { replace: true });
        return;
      }
      case 'failed':
        fail([{ message: 'paymentFailed' }, ...(result.answer.failureMessage ? [{ raw: result.answer.failureMessage }] : [])]);
        return;
      case 'uninitialized':
        fail([{ message: 'paymentNotCreated' }]);
        return;
      case 'notFound':
        fail([{ message: 'noPaymentInformation' }]);
        return;
      case 'refunded':
        setPollingParams(null);
        dispatch({ type: 'stopped', notice: { severity: 'info', lines: [{ text: 'payment.refunded' }] } });
        return;
      case 'unknown':
        dispatch({
          type: 'stopped',
          notice: { severity: 'error', lines: [{ message: 'unknownPaymentStatus', params: { status: result.status } }] },
        });
        return;
      case 'error':
        dispatch({
          type: 'stopped',
          notice: { severity: 'error', lines: [result.detail ? { raw: result.detail } : { message: 'oopsSomethingWentWrong' }] },
        });
        return;
      case 'timeout':
        dispatch({ type: 'pollingTimedOut' });
        return;
    }
  });

  useEffect(() => {
    if (resume?.paymentId) startPolling(resume.paymentId);
    // A resume URL without a usable payment id is dropped, so the wizard no longer treats the step as confirming.
    else if (resume) setPollingParams(null);
  }, [resume, startPolling, setPollingParams]);

  const pay = async (confirm: ConfirmWithCard) => {
    const current = paymentRef.current;
    if (busyRef.current || !current) return;
    busyRef.current = true;
    dispatch({ type: 'payStarted' });

    let confirmation: CardConfirmation;
    try {
      confirmation = await confirm(current);
    } catch (error) {
      confirmation = { errorMessage: serverDetail(error) ?? message('paymentFailed') };
    }

    if ('errorMessage' in confirmation) {
      // Tell the server before asking it for the next payment; it checks with the provider anyway.
      await updatePaymentStatus(current.id, 'payment_failed').catch(() => undefined);
      fail([{ raw: confirmation.errorMessage }]);
      return;
    }

    const status = toReportableStatus(confirmation.status);
    try {
      await updatePaymentStatus(current.id, status);
    } catch (error) {
      // A refused report ("Unknown payment status: …") ends the attempt, unless the card was charged: then the
      // status polling below finds out from the provider, like it does when the report is lost on the network.
      if (isRefusal(error) && status !== 'succeeded') {
        const detail = serverDetail(error);
        fail([detail ? { raw: detail } : { message: 'paymentFailed' }]);
        return;
      }
    }

    pollingIdRef.current = current.id;
    setPollingParams(current.id);
    dispatch({ type: 'pollingStarted' });
    startPolling(current.id);
  };

  const checkAgain = () => {
    if (!pollingIdRef.current) return;
    dispatch({ type: 'pollingStarted' });
    startPolling(pollingIdRef.current);
  };

  const editAddress = async () => {
    const current = paymentRef.current;
    if (busyRef.current) return;
    if (!current || translationId === undefined) {
      creationRef.current?.abort();
      onEditAddress();
      return;
    }
    busyRef.current = true;
    dispatch({ type: 'cancelStarted' });
    try {
      await cancelPaygPayment(translationId, current.id);
    } catch (error) {
      // 404: there is no such open payment any more, so there is nothing to cancel.
      if (!(error instanceof ApiError && error.status === 404)) {
        busyRef.current = false;
        dispatch({ type: 'cancelFailed', detail: serverDetail(error) });
        return;
      }
    }
    paymentRef.current = null;
    busyRef.current = false;
    dispatch({ type: 'cancelDone' });
    onEditAddress();
  };

  return { state, loadPayment, pay, checkAgain, editAddress };
}

export type PaymentSession = ReturnType<typeof usePaymentSession>;
