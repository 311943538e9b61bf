import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentSuccessPath } from '@/config/paths';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { ORDER_NUMBER, PAYMENT_ID, buildPayment, buildQuote, statusAnswer } from '../testing/fixtures';
import { usePaymentSession } from './use-payment-session';

const CREATE = 'POST /translations/payg_payment';
const STATUS = `GET /payments/status/${PAYMENT_ID}`;
const report = (status: string) => `PUT /translations/payment/${PAYMENT_ID}/status/${status}`;

/** The hook under a router at `path`; `location()` is where the router is now. */
function renderSession(path: string, canPay = true) {
  let location = '';
  function Where() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {children}
    </MemoryRouter>
  );
  const onEditAddress = vi.fn();
  const view = renderHook(() => usePaymentSession({ quote: buildQuote(), canPay, onEditAddress }), { wrapper });
  return { ...view, onEditAddress, location: () => location };
}

describe('usePaymentSession', () => {
  beforeEach(async () => {
    await setupTestI18n('en');
  });

  it('creates the payment; a refused card reports payment_failed, says why and creates a fresh payment', async () => {
    const fetchMock = mockApi({
      [CREATE]: () => jsonResponse({ stripePayment: buildPayment() }, 201),
      [report('payment_failed')]: jsonResponse(statusAnswer('payment_failed')),
    });
    const { result } = renderSession('/create-translation');
    await waitFor(() => expect(result.current.state.creation).toEqual({ status: 'ready' }));
    expect(result.current.state.payment?.id).toBe(PAYMENT_ID);

    await act(() => result.current.pay(async () => ({ errorMessage: 'Your card was declined.' })));

    expect(result.current.state.phase).toBe('form');
    expect(result.current.state.notice).toEqual({ severity: 'error', lines: [{ raw: 'Your card was declined.' }] });
    expect(callsTo(fetchMock, report('payment_failed'))).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(2));
  });

  it('without a user or an address it creates nothing', async () => {
    const fetchMock = mockApi({ [CREATE]: () => jsonResponse({ stripePayment: buildPayment() }, 201) });
    const { result } = renderSession('/create-translation', false);
    await act(async () => {});
    expect(result.current.state.creation).toEqual({ status: 'idle' });
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('a resume URL polls the named payment without creating one, then opens the success page', async () => {
    const fetchMock = mockApi({
      [CREATE]: () => jsonResponse({ stripePayment: buildPayment() }, 201),
      [STATUS]: jsonResponse(statusAnswer('succeeded')),
    });
    const { result, location } = renderSession(`/create-translation?isPolling=true&paymentId=${PAYMENT_ID}`);
    expect(result.current.state.phase).toBe('polling');
    await waitFor(() => expect(location()).toBe(paymentSuccessPath(ORDER_NUMBER)));
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });
});
