import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { setupTestI18n } from '@/testing/test-i18n';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastApi } from './use-toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function renderToaster() {
  render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('announces blank, loading and success politely and errors assertively, without status/alert roles', () => {
    const region = renderToaster();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      api.blank('Hello');
      api.error('Broken');
    });
    expect(within(region).getByText('Hello').closest('[aria-live]')).toBe(region);
    expect(within(region).getByText('Broken').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  });

  it('a loading toast stays until it is replaced, then follows the new kind', async () => {
    const region = renderToaster();
    let id = '';
    act(() => {
      id = api.loading('Preparing download...');
    });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(region).getByText('Preparing download...')).toBeInTheDocument();

    act(() => {
      api.success('Download started', { id });
    });
    expect(within(region).queryByText('Preparing download...')).not.toBeInTheDocument();
    expect(within(region).getByText('Download started').closest('[aria-live]')).toBe(region);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(region).queryByText('Download started')).not.toBeInTheDocument();
  });

  it('errors and blank toasts leave after 4 s', async () => {
    const region = renderToaster();
    act(() => {
      api.error('Broken');
    });
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(within(region).getByText('Broken')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(region).queryByText('Broken')).not.toBeInTheDocument();
  });

  it('shows at most 20 toasts', () => {
    const region = renderToaster();
    act(() => {
      for (let i = 1; i <= 22; i += 1) api.loading(`Toast ${i}`);
    });
    expect(within(region).getAllByRole('button', { name: 'Close notification' })).toHaveLength(20);
    expect(within(region).queryByText('Toast 2')).not.toBeInTheDocument();
    expect(within(region).getByText('Toast 22')).toBeInTheDocument();
  });

  it('each toast can be closed, in French too', async () => {
    await setupTestI18n('fr');
    renderToaster();
    act(() => {
      api.loading('Préparation du téléchargement...');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Préparation du téléchargement...')).not.toBeInTheDocument();
  });

  it('useToast needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
