import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { setupTestI18n } from '@/testing/test-i18n';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastApi } from './use-toast';

let api: ToastApi;
function Capture() {
  // eslint-disable-next-line react-hooks/globals -- the test reads the toast API the component received
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

  it('a blank toast leaves after 4 s and a success after 2 s', async () => {
    const region = renderToaster();
    act(() => {
      api.blank('Saved as draft');
      api.success('Message sent');
    });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(within(region).getByText('Message sent')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(region).queryByText('Message sent')).not.toBeInTheDocument();
    expect(within(region).getByText('Saved as draft')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(within(region).getByText('Saved as draft')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(region).queryByText('Saved as draft')).not.toBeInTheDocument();
  });

  it('the limit of 20 counts every kind; the oldest go first, errors included', () => {
    const region = renderToaster();
    act(() => {
      api.error('Oldest error');
      for (let i = 1; i <= 10; i += 1) api.blank(`Blank ${i}`);
      for (let i = 1; i <= 10; i += 1) api.error(`Error ${i}`);
    });
    expect(within(region).getAllByRole('button', { name: 'Close notification' })).toHaveLength(20);
    expect(within(region).queryByText('Oldest error')).not.toBeInTheDocument();
    expect(within(region).getByText('Blank 1')).toBeInTheDocument();
    expect(within(region).getByText('Error 10')).toBeInTheDocument();
  });

  it('the clocks stop while the pointer is over the toasts', async () => {
    const region = renderToaster();
    act(() => {
      api.error('Broken');
    });
    fireEvent.mouseEnter(region);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(within(region).getByText('Broken')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(within(region).queryByText('Broken')).not.toBeInTheDocument();
  });

  it('a pointer left over toasts that are all gone does not keep the next ones on screen', async () => {
    const region = renderToaster();
    act(() => {
      api.success('Saved');
    });
    fireEvent.mouseEnter(region);
    fireEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    act(() => {
      api.success('Saved again');
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(region).queryByText('Saved again')).not.toBeInTheDocument();
  });

  it('closing a toast from the keyboard does not freeze the others', async () => {
    const region = renderToaster();
    act(() => {
      api.error('First');
      api.error('Second');
    });
    const close = within(region).getAllByRole('button', { name: 'Close notification' })[1];
    act(() => close.focus());
    expect(close).toHaveFocus();
    // Enter on the focused button: the toast, and the focus with it, are gone (browsers send no blur for that).
    fireEvent.click(close);
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(within(region).queryByText('Second')).not.toBeInTheDocument();
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
