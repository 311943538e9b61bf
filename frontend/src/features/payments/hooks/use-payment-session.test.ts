import { describe, expect, it } from 'vitest';
import { buildPayment } from '../testing/fixtures';
import {
  initialPaymentSession,
  paymentSessionReducer,
  type PaymentNotice,
  type PaymentSessionAction,
  type PaymentSessionState,
} from './use-payment-session';

function run(state: PaymentSessionState, ...actions: PaymentSessionAction[]): PaymentSessionState {
  return actions.reduce(paymentSessionReducer, state);
}

describe('initialPaymentSession', () => {
  it('starts on the form without a resume URL', () => {
    expect(initialPaymentSession(null)).toEqual({
      payment: null,
      creation: { status: 'idle' },
      phase: 'form',
      notice: null,
      cancelling: false,
    });
  });

  it('starts polling a resumed payment', () => {
    const state = initialPaymentSession({ paymentId: 'pi_sbx_1' });
    expect(state.phase).toBe('polling');
    expect(state.notice).toBeNull();
  });

  it('says "no payment information" for a resume URL without a usable payment id', () => {
    const state = initialPaymentSession({ paymentId: null });
    expect(state.phase).toBe('form');
    expect(state.notice).toEqual({ severity: 'error', lines: [{ message: 'noPaymentInformation' }] });
  });
});

describe('paymentSessionReducer', () => {
  const payment = buildPayment();
  const ready = run(initialPaymentSession(null), { type: 'creationStarted' }, { type: 'created', payment });

  it('creates the payment: loading, then ready with the payment', () => {
    const loading = run(initialPaymentSession(null), { type: 'creationStarted' });
    expect(loading.creation).toEqual({ status: 'loading' });
    expect(ready.creation).toEqual({ status: 'ready' });
    expect(ready.payment).toBe(payment);
  });

  it('a new creation drops the previous payment; a failed one keeps the server detail', () => {
    const failed = run(ready, { type: 'creationStarted' }, { type: 'creationFailed', detail: 'Quote expired' });
    expect(failed.payment).toBeNull();
    expect(failed.creation).toEqual({ status: 'error', detail: 'Quote expired' });
  });

  it('paying clears the previous notice; a failure brings the form back with its reason', () => {
    const withNotice = run(ready, { type: 'failed', lines: [{ raw: 'Your card was declined.' }] });
    const paying = run(withNotice, { type: 'payStarted' });
    expect(paying.phase).toBe('paying');
    expect(paying.notice).toBeNull();

    const failed = run(paying, { type: 'failed', lines: [{ message: 'paymentFailed' }] });
    expect(failed.phase).toBe('form');
    expect(failed.notice).toEqual({ severity: 'error', lines: [{ message: 'paymentFailed' }] });
  });

  it('polls after paying, times out, and polls again on "check again"', () => {
    const polling = run(ready, { type: 'payStarted' }, { type: 'pollingStarted' });
    expect(polling.phase).toBe('polling');
    const timedOut = run(polling, { type: 'pollingTimedOut' });
    expect(timedOut.phase).toBe('timeout');
    expect(run(timedOut, { type: 'pollingStarted' }).phase).toBe('polling');
  });

  it('stops with its notice where the form must not come back', () => {
    const notice: PaymentNotice = { severity: 'info', lines: [{ text: 'payment.refunded' }] };
    const stopped = run(ready, { type: 'payStarted' }, { type: 'pollingStarted' }, { type: 'stopped', notice });
    expect(stopped.phase).toBe('stopped');
    expect(stopped.notice).toEqual(notice);
  });

  it('cancelling for Edit: locked while it runs; a refusal says so with the server detail', () => {
    const cancelling = run(ready, { type: 'failed', lines: [{ raw: 'old' }] }, { type: 'cancelStarted' });
    expect(cancelling.cancelling).toBe(true);
    expect(cancelling.notice).toBeNull();

    const refused = run(cancelling, { type: 'cancelFailed', detail: 'Payment already processing' });
    expect(refused.cancelling).toBe(false);
    expect(refused.notice).toEqual({
      severity: 'error',
      lines: [{ text: 'payment.cancelFailed' }, { raw: 'Payment already processing' }],
    });
    expect(run(cancelling, { type: 'cancelFailed', detail: null }).notice?.lines).toEqual([{ text: 'payment.cancelFailed' }]);
    expect(run(cancelling, { type: 'cancelDone' }).cancelling).toBe(false);
  });
});
