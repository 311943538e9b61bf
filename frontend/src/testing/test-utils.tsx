import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

/** Renders the app's real route tree at `path`, with the real providers. */
export function renderRoute(path: string, routeObjects: RouteObject[] = routes) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

/** Renders a component inside the providers and a memory router (for components using links). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoute(path, [{ path: '*', element: ui }]);
}

/** Makes MUI's useMediaQuery see a viewport `width` pixels wide (jsdom has no layout). */
export function mockViewportWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Renders one page at `path` (its route pattern is `pattern`), with every other URL rendering a stub, so tests can
 * follow redirects through `router.state.location` without loading the destination pages.
 */
export function renderPage(element: ReactElement, path: string, pattern = new URL(path, 'http://x').pathname) {
  return renderRoute(path, [
    { path: pattern, element },
    { path: '*', element: <p data-testid="elsewhere" /> },
  ]);
}
