import { useCallback, useEffect, useRef } from 'react';
import { getPaymentStatus } from '../api/get-payment-status';
import { pollPaymentStatus, type PollResult } from '../utils/poll-payment-status';

/**
 * Polls GET /payments/status/{id} (30 × 1 s) and hands the outcome to `onResult`. Starting again stops the previous
 * run; leaving the page stops it too, and a stopped run reports nothing.
 */
export function usePaymentPolling(onResult: (result: PollResult) => void) {
  const controllerRef = useRef<AbortController | null>(null);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  const start = useCallback((paymentId: string) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    void pollPaymentStatus({ paymentId, fetchStatus: getPaymentStatus, signal: controller.signal }).then((result) => {
      if (result && !controller.signal.aborted) onResultRef.current(result);
    });
  }, []);

  useEffect(() => () => controllerRef.current?.abort(), []);

  return start;
}
