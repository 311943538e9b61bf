import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { PaymentStatusAnswer } from '@/lib/api-types';
import { isPaymentReference, paymentStatusKind, toReportableStatus } from './payment-status';
import { pollPaymentStatus } from './poll-payment-status';

// Partial answers with any status word: the poller must cope with what an older or newer server sends.
const answer = (status: string): PaymentStatusAnswer =>
  ({ id: 'pi_sbx_1', status, orderNumber: 'PT-2026-000017' }) as unknown as PaymentStatusAnswer;

/** A fetchStatus that answers the given statuses (or throws the given errors) in order, repeating the last one. */
function statuses(...steps: (string | Error)[]) {
  let call = 0;
  return vi.fn(async () => {
    const step = steps[Math.min(call, steps.length - 1)];
    call += 1;
    if (step instanceof Error) throw step;
    return answer(step);
  });
}

const noSleep = vi.fn(async () => undefined);

describe('paymentStatusKind', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['payment_failed', 'failed'],
    ['cancelled', 'failed'],
    ['refunded', 'refunded'],
    ['uninitialized', 'uninitialized'],
    ['processing', 'pending'],
    ['requires_action', 'pending'],
    ['requires_payment_method', 'pending'],
    ['exploded', 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (status, kind) => expect(paymentStatusKind(status)).toBe(kind));

  it('reports Stripe.js "canceled" as our "cancelled"', () => {
    expect(toReportableStatus('canceled')).toBe('cancelled');
    expect(toReportableStatus('succeeded')).toBe('succeeded');
  });

  it.each([
    ['17', true],
    ['pi_3Nx9ABCdef', true],
    ['pi_sbx_8f3a_1', true],
    ['', false],
    [null, false],
    ['abc', false],
    ['pi_../x', false],
    ['12a', false],
  ])('isPaymentReference(%s) is %s', (value, expected) => expect(isPaymentReference(value)).toBe(expected));
});

describe('pollPaymentStatus', () => {
  it('stops at the first final status', async () => {
    const fetchStatus = statuses('processing', 'processing', 'succeeded');
    const result = await pollPaymentStatus({ paymentId: 'pi_sbx_1', fetchStatus, sleep: noSleep });
    expect(result).toEqual({ kind: 'succeeded', answer: answer('succeeded') });
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(fetchStatus).toHaveBeenCalledWith('pi_sbx_1', undefined);
  });

  it('asks at most 30 times, waiting 1 s between questions', async () => {
    const fetchStatus = statuses('processing');
    const sleep = vi.fn(async () => undefined);
    const result = await pollPaymentStatus({ paymentId: 'pi_sbx_1', fetchStatus, sleep });
    expect(result).toEqual({ kind: 'timeout' });
    expect(fetchStatus).toHaveBeenCalledTimes(30);
    expect(sleep).toHaveBeenCalledTimes(29);
    expect(sleep).toHaveBeenCalledWith(1000, undefined);
  });

  it('payment_failed and cancelled are failures, with the answer', async () => {
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus: statuses('payment_failed'), sleep: noSleep })).toMatchObject({
      kind: 'failed',
    });
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus: statuses('cancelled'), sleep: noSleep })).toMatchObject({
      kind: 'failed',
    });
  });

  it('uninitialized and unknown words stop the polling', async () => {
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus: statuses('uninitialized'), sleep: noSleep })).toEqual({
      kind: 'uninitialized',
    });
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus: statuses('exploded'), sleep: noSleep })).toEqual({
      kind: 'unknown',
      status: 'exploded',
    });
  });

  it('network and server errors use up an attempt; 404 and other refusals stop', async () => {
    const flaky = statuses(new ApiError(0, 'Failed to fetch'), new ApiError(503, 'Unavailable'), 'succeeded');
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus: flaky, sleep: noSleep })).toMatchObject({ kind: 'succeeded' });
    expect(flaky).toHaveBeenCalledTimes(3);

    const missing = statuses(new ApiError(404, 'Not Found', { detail: 'Not Found' }));
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus: missing, sleep: noSleep })).toEqual({ kind: 'notFound' });

    const refused = statuses(new ApiError(403, 'Nope', { detail: 'Nope' }));
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus: refused, sleep: noSleep })).toEqual({ kind: 'error', detail: 'Nope' });
  });

  it('returns null without asking again once aborted', async () => {
    const controller = new AbortController();
    const fetchStatus = vi.fn(async () => {
      controller.abort();
      return answer('processing');
    });
    expect(await pollPaymentStatus({ paymentId: 'p', fetchStatus, signal: controller.signal, sleep: noSleep })).toBeNull();
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
