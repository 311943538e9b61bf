import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ChunkLoadError } from '@/lib/lazy-import';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/testing/test-utils';
import { RouteErrorPage } from './RouteErrorPage';

function Boom(): never {
  throw new Error('kaboom');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('shows "Something went wrong." when rendering fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProvider>
        <Boom />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});

describe('RouteErrorPage', () => {
  it('shows the error message of an error thrown in a route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/', [{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByTestId('route-error-message')).toHaveTextContent('kaboom');
    expect(screen.queryByTestId('route-error-status')).not.toBeInTheDocument();
  });

  it('translates the status text', async () => {
    await i18n.changeLanguage('fr');
    renderRoute('/nowhere');
    expect(await screen.findByRole('heading', { name: "Erreur inattendue de l'application !" })).toBeInTheDocument();
    expect(screen.getByTestId('route-error-status')).toHaveTextContent('404');
    expect(screen.getByTestId('route-error-message')).toHaveTextContent('Page introuvable');
  });

  it('offers a reload when a lazy page fails to download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const BrokenPage = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/FaqPage-x1.js')));
    renderRoute('/', [{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorPage /> }]);

    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('recognises our own chunk timeout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const SlowPage = lazy(() => Promise.reject(new ChunkLoadError()));
    renderRoute('/', [{ path: '/', element: <SlowPage />, errorElement: <RouteErrorPage /> }]);
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  });
});
