import type { Plugin } from 'vite';

/** react-admin's adapter for react-router (ra-core), which the portal uses through the app's own router. */
const ADAPTER = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;

const ROUTER_CREATION_IMPORTS = /\bcreateHashRouter,\s*|\bRouterProvider as ReactRouterProvider,\s*/g;
const INTERNAL_ROUTER = /const InternalRouter = [\s\S]*?\n};\n/;

/**
 * Removes the router that react-admin creates when it is rendered outside any router (`createHashRouter` +
 * `RouterProvider`). The portal always runs inside the app's BrowserRouter (routes.tsx), so that branch is never
 * taken, yet its import alone puts react-router's whole data router (~17 kB brotli) into the entry chunk that every
 * customer page loads, since both chunks share the one react-router module. Fails loudly when react-admin's file no
 * longer has the expected shape (after an upgrade), rather than silently keeping the weight.
 */
export function slimAdminRouter(): Plugin {
  return {
    name: 'pt-slim-admin-router',
    enforce: 'pre',
    transform(code, id) {
      if (!ADAPTER.test(id)) return null;
      const imports = code.match(ROUTER_CREATION_IMPORTS) ?? [];
      if (imports.length !== 2 || !INTERNAL_ROUTER.test(code)) {
        this.error(`ra-core's reactRouterProvider changed shape; update scripts/slim-admin-router.ts (${id})`);
      }
      return {
        code: code
          .replace(ROUTER_CREATION_IMPORTS, '')
          .replace(
            INTERNAL_ROUTER,
            "const InternalRouter = () => {\n    throw new Error('The portal must be rendered inside the app router');\n};\n",
          ),
        map: null,
      };
    },
  };
}
