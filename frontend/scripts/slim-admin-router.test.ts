// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slimAdminRouter } from './slim-admin-router';

// The workspace's hoisted install (ra-core's package exports do not expose the file).
const ADAPTER = fileURLToPath(new URL('../../node_modules/ra-core/dist/routing/adapters/reactRouterProvider.js', import.meta.url));

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = slimAdminRouter().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('slimAdminRouter', () => {
  it("drops react-admin's own router creation from the installed ra-core, keeping the adapter's hooks", () => {
    const result = transform.call(context, readFileSync(ADAPTER, 'utf8'), ADAPTER);
    expect(result?.code).not.toMatch(/createHashRouter|ReactRouterProvider/);
    expect(result?.code).toMatch(/useInRouterContext/);
    expect(result?.code).toMatch(/The portal must be rendered inside the app router/);
  });

  it('leaves other modules alone and fails loudly when the adapter changes shape', () => {
    expect(transform.call(context, 'export const x = 1;', '/x/node_modules/ra-core/dist/index.js')).toBeNull();
    expect(() => transform.call(context, 'export const reactRouterProvider = {};', ADAPTER)).toThrow(/changed shape/);
  });
});
